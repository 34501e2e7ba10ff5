import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../ui/container';
import { Eyebrow, Heading } from '../../../ui/heading';
import { BriefcaseIcon, UserPlusIcon, WalletIcon } from '../../../ui/icons';

const STEPS: readonly {
  readonly key: 'createAccount' | 'applyForJobs' | 'getPaid';
  readonly icon: ComponentType<{ className?: string }>;
}[] = [
  { key: 'createAccount', icon: UserPlusIcon },
  { key: 'applyForJobs', icon: BriefcaseIcon },
  { key: 'getPaid', icon: WalletIcon },
];

/** The three steps of spec §1: create an account, apply for jobs, get paid. */
export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <Section tone="paper" aria-labelledby="landing-how-title">
      <div className="mx-auto max-w-2xl text-center">
        <Eyebrow>{t('howItWorks.eyebrow')}</Eyebrow>
        <Heading level={2} size="headline" id="landing-how-title" className="mt-4 text-ink-950">
          {t('howItWorks.title')}
        </Heading>
      </div>
      <ol className="mt-14 grid gap-6 lg:grid-cols-3">
        {STEPS.map(({ key, icon: StepIcon }, index) => (
          <li key={key} className="relative rounded-card border border-ink-950/10 bg-sand-100 p-8">
            <div className="flex items-center justify-between">
              <span className="grid size-12 place-items-center rounded-full bg-ink-950 text-gold-400">
                <StepIcon className="size-6" />
              </span>
              <span className="text-eyebrow font-semibold text-ink-600 uppercase">
                {t('howItWorks.stepLabel', { number: index + 1 })}
              </span>
            </div>
            <Heading level={3} size="title" className="mt-8 text-ink-950">
              {t(`howItWorks.${key}.title`)}
            </Heading>
            <p className="mt-3 leading-relaxed text-ink-700">{t(`howItWorks.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
