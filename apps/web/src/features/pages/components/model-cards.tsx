import type { AccountRole } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import modelMan from '../../../assets/model-man.svg';
import modelWoman from '../../../assets/model-woman.svg';
import { Button } from '../../../ui/button';
import { Section } from '../../../ui/container';
import { Eyebrow, Heading } from '../../../ui/heading';
import { ArrowForwardIcon } from '../../../ui/icons';
import { useStartSignup } from '../hooks/use-start-signup';

interface ModelCardProps {
  readonly image: string;
  readonly imageAlt: string;
  readonly title: string;
  readonly body: string;
  readonly cta: string;
  readonly onSelect: () => void;
}

function ModelCard({ image, imageAlt, title, body, cta, onSelect }: ModelCardProps) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-card bg-sand-50 shadow-card ring-1 ring-ink-950/5">
      <div className="overflow-hidden">
        <img
          src={image}
          alt={imageAlt}
          width={400}
          height={480}
          className="aspect-[5/6] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-7">
        <Heading level={3} size="title" className="text-ink-950">
          {title}
        </Heading>
        <p className="mt-2 flex-1 text-ink-700">{body}</p>
        <Button variant="dark" className="mt-6 self-start" onClick={onSelect}>
          {cta}
          <ArrowForwardIcon />
        </Button>
      </div>
    </article>
  );
}

export function ModelCards() {
  const { t } = useTranslation('landing');
  const startSignup = useStartSignup();
  const select = (role: AccountRole) => () => {
    startSignup(role);
  };

  return (
    <Section tone="paper" aria-labelledby="landing-models-title">
      <div className="grid gap-10 lg:grid-cols-3 lg:gap-8">
        <div className="lg:pe-8 lg:pt-10">
          <Eyebrow>{t('models.eyebrow')}</Eyebrow>
          <Heading level={2} size="headline" id="landing-models-title" className="mt-4 text-ink-950">
            {t('models.title')}
          </Heading>
          <p className="mt-5 text-lg leading-relaxed text-ink-700">{t('models.intro')}</p>
        </div>
        <ModelCard
          image={modelMan}
          imageAlt={t('models.men.imageAlt')}
          title={t('models.men.title')}
          body={t('models.men.body')}
          cta={t('models.men.cta')}
          onSelect={select('INDIVIDUAL')}
        />
        <ModelCard
          image={modelWoman}
          imageAlt={t('models.women.imageAlt')}
          title={t('models.women.title')}
          body={t('models.women.body')}
          cta={t('models.women.cta')}
          onSelect={select('INDIVIDUAL')}
        />
      </div>
    </Section>
  );
}
