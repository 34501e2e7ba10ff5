import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Container } from '../../../ui/container';
import { Heading } from '../../../ui/heading';
import { ArrowForwardIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';

export function ClosingBand() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-closing-title" className="bg-sand-50 pb-24">
      <Container>
        <div className="relative overflow-hidden rounded-card bg-accent-600 px-8 py-14 text-white lg:px-16">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -end-20 -top-24 size-80 rounded-full bg-gold-400/30 blur-2xl"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <Heading level={2} size="headline" id="landing-closing-title">
                {t('closing.title')}
              </Heading>
              <p className="mt-4 text-lg text-white/90">{t('closing.body')}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">
              <LinkButton to={paths.services} variant="light" size="lg">
                {t('closing.services')}
                <ArrowForwardIcon />
              </LinkButton>
              <LinkButton to={paths.about} size="lg" variant="outlineLight">
                {t('closing.about')}
              </LinkButton>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
