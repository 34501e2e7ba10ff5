import { PRIVACY_NOTICE_VERSION } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Heading } from '../../../ui/heading';
import { ArrowForwardIcon } from '../../../ui/icons';
import { PageIntro } from '../components/page-intro';

/** The nine sections of spec §1, in reading order; a body's paragraphs are parted by a blank line. */
const SECTIONS = [
  'collect',
  'use',
  'sharing',
  'payments',
  'security',
  'rights',
  'cookies',
  'children',
  'changes',
] as const;

export function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <DocumentTitle title={t('documentTitle')} />
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
        <p className="mt-6 text-sm font-medium text-ink-600">
          {t('updated', { date: formatDate(PRIVACY_NOTICE_VERSION, { dateStyle: 'long', timeZone: 'UTC' }) })}
        </p>
      </PageIntro>
      <Container className="grid gap-12 py-16 lg:grid-cols-[16rem_1fr] lg:py-24">
        <nav aria-label={t('tocLabel')} className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-eyebrow font-semibold text-ink-600 uppercase">{t('tocLabel')}</p>
          <ol className="mt-4 space-y-2 border-s border-ink-950/10 text-sm">
            {SECTIONS.map((section) => (
              <li key={section}>
                <a
                  href={`#privacy-${section}`}
                  className="-ms-px block border-s-2 border-transparent ps-4 text-ink-700 hover:border-accent-600 hover:text-ink-950"
                >
                  {t(`sections.${section}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12">
          {SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`privacy-${section}`}>
              <Heading level={2} size="title" id={`privacy-${section}`} className="scroll-mt-28 text-ink-950">
                {t(`sections.${section}.title`)}
              </Heading>
              {t(`sections.${section}.body`)
                .split('\n\n')
                .map((paragraph) => (
                  <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink-700">
                    {paragraph}
                  </p>
                ))}
            </section>
          ))}
          <Link
            to={paths.contact}
            className="inline-flex items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            {t('contactLink')}
            <ArrowForwardIcon />
          </Link>
        </div>
      </Container>
    </>
  );
}
