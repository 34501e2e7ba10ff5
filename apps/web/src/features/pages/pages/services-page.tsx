import { SPECIALTIES, type Specialty } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Button } from '../../../ui/button';
import { Section } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Heading } from '../../../ui/heading';
import { ArrowForwardIcon } from '../../../ui/icons';
import { LinkButton } from '../../../ui/link-button';
import { SpecialtyIcon } from '../../../ui/specialty-icon';
import { Constellation } from '../components/constellation';
import { PageIntro } from '../components/page-intro';
import { useStartSignup } from '../hooks/use-start-signup';

/** "Hire a Music & Sound Engineer" takes two lines on a phone rather than widening the page. */
const WRAPPING_BUTTON = 'h-auto! min-h-11 w-full py-2.5 text-center whitespace-normal!';

function ServiceCard({ specialty }: { readonly specialty: Specialty }) {
  const { t } = useTranslation(['services', 'common']);
  const startSignup = useStartSignup();
  const titleId = `service-${specialty.toLowerCase()}`;

  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-card border border-ink-950/10 bg-sand-50 p-6 shadow-card sm:p-8"
      >
        <span className="grid size-12 place-items-center rounded-full bg-ink-950 text-gold-400">
          <SpecialtyIcon specialty={specialty} />
        </span>
        <Heading level={2} size="title" id={titleId} className="mt-6 text-ink-950">
          {t(`common:specialties.${specialty}`)}
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink-700">{t(`items.${specialty}.body`)}</p>
        <div className="mt-8 flex flex-col gap-3 border-t border-ink-950/10 pt-6">
          <Button
            variant="dark"
            className={WRAPPING_BUTTON}
            onClick={() => {
              startSignup('INDIVIDUAL');
            }}
          >
            {t(`items.${specialty}.join`)}
          </Button>
          <Button
            className={WRAPPING_BUTTON}
            onClick={() => {
              startSignup('ORGANIZATION');
            }}
          >
            {t(`items.${specialty}.hire`)}
          </Button>
        </div>
      </article>
    </li>
  );
}

export function ServicesPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <DocumentTitle title={t('documentTitle')} />
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <Section tone="paper" aria-label={t('documentTitle')}>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {SPECIALTIES.map((specialty) => (
            <ServiceCard key={specialty} specialty={specialty} />
          ))}
          <li className="md:col-span-2 xl:col-span-2">
            <article
              aria-labelledby="service-help"
              className="relative flex h-full flex-col justify-center overflow-hidden rounded-card bg-ink-950 p-10 text-sand-100 lg:p-14"
            >
              <Constellation className="pointer-events-none absolute -end-10 -top-6 w-80 opacity-60" />
              <Heading level={2} size="headline" id="service-help" className="relative max-w-md text-sand-50">
                {t('help.title')}
              </Heading>
              <p className="relative mt-4 max-w-lg text-lg text-ink-300">{t('help.body')}</p>
              <LinkButton to={paths.contact} variant="light" size="lg" className="relative mt-8 self-start">
                {t('help.cta')}
                <ArrowForwardIcon />
              </LinkButton>
            </article>
          </li>
        </ul>
      </Section>
    </>
  );
}
