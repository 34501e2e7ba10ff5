import type { AccountRole } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { dismissWelcome, useWelcomePending } from '../../../lib/welcome-note';
import { Container } from '../../../ui/container';
import { CloseIcon } from '../../../ui/icons';
import { PORTFOLIO_ANCHOR } from './portfolio-section';

interface NextStep {
  readonly key: string;
  readonly href: string;
  /** An anchor on this page, not a route. */
  readonly inPage?: boolean;
}

const STEPS: { readonly [R in 'talent' | 'organization']: readonly NextStep[] } = {
  talent: [
    { key: 'portfolio', href: `#${PORTFOLIO_ANCHOR}`, inPage: true },
    { key: 'findJobs', href: `${paths.explore}?view=jobs` },
  ],
  organization: [
    { key: 'postJob', href: paths.postJob },
    { key: 'findTalent', href: `${paths.explore}?view=profiles` },
  ],
};

const LINK_CLASSES =
  'inline-flex items-center rounded-full border border-ink-950/15 bg-white px-4 py-2 font-semibold text-ink-950 hover:border-accent-500 hover:text-accent-700';

/**
 * The short welcome /profile shows right after onboarding, with the account's next steps. Dismissing it is
 * remembered in this browser for the account.
 */
export function WelcomeNote({ userId, role }: { readonly userId: string; readonly role: AccountRole }) {
  const { t } = useTranslation('profiles');
  const pending = useWelcomePending(userId);
  if (!pending) return null;
  const kind = role === 'ORGANIZATION' ? 'organization' : 'talent';
  return (
    <Container className="pt-8 pb-2">
      <section
        aria-labelledby="welcome-title"
        className="relative rounded-card border border-accent-500/30 bg-white p-6 shadow-card lg:p-8"
      >
        <h2 id="welcome-title" className="pe-12 font-display text-title font-medium text-ink-950">
          {t(`welcome.${kind}.title`)}
        </h2>
        <p className="mt-2 text-ink-800">{t(`welcome.${kind}.body`)}</p>
        <ul className="mt-5 flex flex-wrap gap-3">
          {STEPS[kind].map((step) => (
            <li key={step.key}>
              {step.inPage === true ? (
                <a href={step.href} className={LINK_CLASSES}>
                  {t(`welcome.${kind}.steps.${step.key}` as 'welcome.talent.steps.portfolio')}
                </a>
              ) : (
                <Link to={step.href} className={LINK_CLASSES}>
                  {t(`welcome.${kind}.steps.${step.key}` as 'welcome.talent.steps.portfolio')}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => {
            dismissWelcome(userId);
          }}
          aria-label={t('welcome.dismiss')}
          className="absolute end-4 top-4 grid size-10 cursor-pointer place-items-center rounded-full text-ink-700 hover:bg-ink-950/5 hover:text-ink-950"
        >
          <CloseIcon />
        </button>
      </section>
    </Container>
  );
}
