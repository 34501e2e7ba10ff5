import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../ui/class-names';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';

const TALENT_STEPS = ['specialty', 'experience', 'profile'] as const;
export type TalentStep = (typeof TALENT_STEPS)[number];

function CheckGlyph() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
      <path d="M5 10.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
    </svg>
  );
}

/** The three talent steps of spec §4, so a person always knows how far along they are. */
function StepIndicator({ current }: { readonly current: TalentStep }) {
  const { t } = useTranslation('onboarding');
  const currentIndex = TALENT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-2 sm:gap-3">
        {TALENT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li
              key={step}
              className="flex items-center gap-2 sm:gap-3"
              aria-current={active ? 'step' : undefined}
            >
              {index === 0 ? null : (
                <span
                  aria-hidden="true"
                  className={cx('h-px w-4 sm:w-14', done || active ? 'bg-accent-600' : 'bg-ink-950/15')}
                />
              )}
              <span
                aria-hidden="true"
                className={cx(
                  'grid size-8 place-items-center rounded-full text-sm font-semibold',
                  done && 'bg-accent-600 text-white',
                  active && 'bg-ink-950 text-sand-50',
                  !done && !active && 'border border-ink-950/20 text-ink-600',
                )}
              >
                {done ? <CheckGlyph /> : index + 1}
              </span>
              {/* On a phone only the current step is named on screen; the others, to screen readers. */}
              <span
                className={cx(
                  'text-sm font-semibold',
                  active ? 'text-ink-950' : 'sr-only text-ink-600 sm:not-sr-only',
                )}
              >
                {t(`steps.${step}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface OnboardingShellProps {
  /** Talent pages show their place in the three steps; the organization form has only one. */
  readonly step?: TalentStep;
  /** Shown above the title where there is no step to count. */
  readonly eyebrow?: string;
  readonly title: string;
  readonly intro: string;
  /** Shown above the title, e.g. the chosen specialty. */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}

export function OnboardingShell({ step, eyebrow, title, intro, aside, children }: OnboardingShellProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Container className="py-12 lg:py-16">
      <DocumentTitle title={title} />
      <div className="mx-auto max-w-5xl">
        {step === undefined ? null : <StepIndicator current={step} />}
        <header className="mt-10 max-w-3xl">
          {step === undefined ? (
            eyebrow === undefined ? null : (
              <Eyebrow>{eyebrow}</Eyebrow>
            )
          ) : (
            <Eyebrow>
              {t('steps.progress', { current: TALENT_STEPS.indexOf(step) + 1, total: TALENT_STEPS.length })}
            </Eyebrow>
          )}
          <Heading level={1} size="headline" className="mt-3 text-ink-950">
            {title}
          </Heading>
          <p className="mt-4 text-lg text-pretty text-ink-700">{intro}</p>
          {aside === undefined ? null : <div className="mt-5">{aside}</div>}
        </header>
        {/* On a phone the form spans the screen: the card's margins would only narrow its fields. */}
        <div className="mt-10 rounded-card border border-sand-300 bg-sand-50 p-6 shadow-card max-sm:-mx-6 max-sm:rounded-none max-sm:border-x-0 max-sm:shadow-none sm:p-10">
          {children}
        </div>
      </div>
    </Container>
  );
}
