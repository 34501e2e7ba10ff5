import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contactDetails } from '../../../config/contact';
import { Section } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Heading } from '../../../ui/heading';
import { ClockIcon, DocumentIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../ui/icons';
import { Constellation } from '../components/constellation';
import { PageIntro } from '../components/page-intro';

interface DetailProps {
  readonly icon: ComponentType<{ className?: string }>;
  readonly label: string;
  readonly children: ReactNode;
}

function Detail({ icon: DetailIcon, label, children }: DetailProps) {
  return (
    <div className="flex gap-5 rounded-card border border-ink-950/10 bg-sand-50 p-7 shadow-card">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-100 text-accent-700">
        <DetailIcon className="size-6" />
      </span>
      <div>
        <dt className="text-eyebrow font-semibold text-ink-600 uppercase">{label}</dt>
        <dd className="mt-2 text-lg font-semibold text-ink-950">{children}</dd>
      </div>
    </div>
  );
}

const linkClass = 'underline decoration-accent-500/40 underline-offset-4 hover:decoration-accent-600';

export function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <>
      <DocumentTitle title={t('documentTitle')} />
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <Section tone="paper" aria-labelledby="contact-details">
        <div className="grid gap-8 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <Heading level={2} size="title" id="contact-details" className="text-ink-950">
              {t('detailsLabel')}
            </Heading>
            <dl className="mt-8 grid gap-5">
              <Detail icon={PhoneIcon} label={t('phone')}>
                <a href={contactDetails.phoneHref} className={linkClass} dir="ltr">
                  {contactDetails.phoneDisplay}
                </a>
              </Detail>
              <Detail icon={MailIcon} label={t('email')}>
                <a href={`mailto:${contactDetails.email}`} className={linkClass}>
                  {contactDetails.email}
                </a>
              </Detail>
              <Detail icon={DocumentIcon} label={t('registration')}>
                <span dir="ltr">{contactDetails.commercialRegistration}</span>
              </Detail>
            </dl>
          </div>
          <aside
            aria-labelledby="contact-office"
            className="focus-on-dark relative flex flex-col overflow-hidden rounded-card bg-ink-950 p-10 pb-32 text-sand-100 lg:mt-16"
          >
            <Constellation className="pointer-events-none absolute -end-20 -bottom-20 w-80 opacity-40" />
            <Heading level={2} size="title" id="contact-office" className="relative text-sand-50">
              {t('addressTitle')}
            </Heading>
            <dl className="relative mt-8 space-y-8">
              <div className="flex gap-4">
                <MapPinIcon className="mt-1 size-6 shrink-0 text-gold-400" />
                <div>
                  <dt className="sr-only">{t('addressTitle')}</dt>
                  <dd className="text-lg text-sand-50">{t('address')}</dd>
                </div>
              </div>
              <div className="flex gap-4">
                <ClockIcon className="mt-1 size-6 shrink-0 text-gold-400" />
                <div>
                  <dt className="text-eyebrow font-semibold text-accent-300 uppercase">{t('hoursTitle')}</dt>
                  <dd className="mt-2 text-lg text-sand-50">{t('hours')}</dd>
                </div>
              </div>
            </dl>
          </aside>
        </div>
      </Section>
    </>
  );
}
