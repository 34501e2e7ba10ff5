import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { Section } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Heading } from '../../../ui/heading';
import { BadgeCheckIcon, ShieldIcon, SparkIcon, StarIcon } from '../../../ui/icons';
import { PageIntro } from '../components/page-intro';

const VALUES = ['respect', 'trust', 'craft', 'fairness', 'culture'] as const;
const TALENT_PROMISES = ['visibility', 'payment', 'control'] as const;
const ORGANIZATION_PROMISES = ['quality', 'speed', 'clarity'] as const;
const REASONS: readonly {
  readonly key: 'specialties' | 'local' | 'secure' | 'reviews';
  readonly icon: ComponentType<{ className?: string }>;
}[] = [
  { key: 'specialties', icon: SparkIcon },
  { key: 'local', icon: BadgeCheckIcon },
  { key: 'secure', icon: ShieldIcon },
  { key: 'reviews', icon: StarIcon },
];

export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <DocumentTitle title={t('documentTitle')} />
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <Section tone="paper">
        <div className="grid gap-6 lg:grid-cols-2">
          <article className="rounded-card bg-ink-950 p-10 text-sand-100 lg:p-14">
            <Heading level={2} size="title" className="text-gold-400">
              {t('vision.title')}
            </Heading>
            <p className="mt-5 font-display text-2xl leading-snug text-sand-50">{t('vision.body')}</p>
          </article>
          <article className="rounded-card border border-ink-950/10 bg-sand-100 p-10 lg:p-14">
            <Heading level={2} size="title" className="text-accent-700">
              {t('mission.title')}
            </Heading>
            <p className="mt-5 font-display text-2xl leading-snug text-ink-950">{t('mission.body')}</p>
          </article>
        </div>
      </Section>

      <Section tone="sand" aria-labelledby="about-values">
        <div className="max-w-2xl">
          <Heading level={2} size="headline" id="about-values" className="text-ink-950">
            {t('values.title')}
          </Heading>
          <p className="mt-4 text-lg text-ink-700">{t('values.intro')}</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {VALUES.map((value, index) => (
            <li key={value} className="rounded-card bg-sand-50 p-7 shadow-card">
              <span aria-hidden="true" className="font-display text-3xl text-accent-500">
                {formatNumber(index + 1, { minimumIntegerDigits: 2 })}
              </span>
              <Heading level={3} size="subtitle" className="mt-4 text-ink-950">
                {t(`values.${value}.title`)}
              </Heading>
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{t(`values.${value}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="paper" aria-labelledby="about-promises">
        <Heading level={2} size="headline" id="about-promises" className="text-ink-950">
          {t('promises.title')}
        </Heading>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <article className="rounded-card border border-ink-950/10 p-10">
            <Heading level={3} size="title" className="text-ink-950">
              {t('promises.talent.title')}
            </Heading>
            <ul className="mt-6 space-y-4">
              {TALENT_PROMISES.map((item) => (
                <li key={item} className="flex gap-3 text-ink-800">
                  <BadgeCheckIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {t(`promises.talent.items.${item}`)}
                </li>
              ))}
            </ul>
          </article>
          <article className="rounded-card border border-ink-950/10 p-10">
            <Heading level={3} size="title" className="text-ink-950">
              {t('promises.organizations.title')}
            </Heading>
            <ul className="mt-6 space-y-4">
              {ORGANIZATION_PROMISES.map((item) => (
                <li key={item} className="flex gap-3 text-ink-800">
                  <BadgeCheckIcon className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {t(`promises.organizations.items.${item}`)}
                </li>
              ))}
            </ul>
          </article>
        </div>
      </Section>

      <Section tone="ink" aria-labelledby="about-why">
        <Heading level={2} size="headline" id="about-why" className="text-sand-50">
          {t('whyUs.title')}
        </Heading>
        <ul className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ key, icon: ReasonIcon }) => (
            <li key={key}>
              <ReasonIcon className="size-7 text-gold-400" />
              <Heading level={3} size="subtitle" className="mt-5 text-sand-50">
                {t(`whyUs.${key}.title`)}
              </Heading>
              <p className="mt-2 text-sm leading-relaxed text-ink-300">{t(`whyUs.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
