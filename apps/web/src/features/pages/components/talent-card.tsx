import { useTranslation } from 'react-i18next';
import talentStudio from '../../../assets/talent-studio.svg';
import { Button } from '../../../ui/button';
import { Section } from '../../../ui/container';
import { Eyebrow, Heading } from '../../../ui/heading';
import { useStartSignup } from '../hooks/use-start-signup';

export function TalentCard() {
  const { t } = useTranslation('landing');
  const startSignup = useStartSignup();

  return (
    <Section tone="ink" aria-labelledby="landing-talent-title">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <img
          src={talentStudio}
          alt={t('talent.imageAlt')}
          width={480}
          height={480}
          className="mx-auto h-auto w-full max-w-md"
        />
        <div>
          <Eyebrow surface="dark">{t('talent.eyebrow')}</Eyebrow>
          <Heading level={2} size="headline" id="landing-talent-title" className="mt-4 text-sand-50">
            {t('talent.title')}
          </Heading>
          <p className="mt-6 text-lg leading-relaxed text-ink-300">{t('talent.body')}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Button
              size="lg"
              onClick={() => {
                startSignup('ORGANIZATION');
              }}
            >
              {t('talent.lookForTalent')}
            </Button>
            <Button
              size="lg"
              variant="light"
              onClick={() => {
                startSignup('INDIVIDUAL');
              }}
            >
              {t('talent.signUpAsTalent')}
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}
