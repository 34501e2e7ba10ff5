import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session-store';

// The prompt signs out through the API client: it loads for the accounts it is shown to only.
const IncompleteOnboardingPrompt = lazy(() =>
  import('./incomplete-onboarding-prompt').then((module) => ({ default: module.IncompleteOnboardingPrompt })),
);

/** Spec §2: a signed-in account that has not finished onboarding is asked to finish it. */
export function IncompleteOnboardingDialog() {
  const { token, user } = useSession();
  if (token === null || user === null || user.onboardingCompleted) return null;
  return (
    <Suspense fallback={null}>
      <IncompleteOnboardingPrompt user={user} />
    </Suspense>
  );
}
