import type { AccountRole } from '@casting/contract';
import { paths } from '../../../config/paths';
import { resumeOnboardingPath } from '../../../lib/onboarding-resume';
import { useSession } from '../../../lib/session-store';

/**
 * Where a visitor of an onboarding page belongs instead, or null when the page is theirs: it
 * needs a session, a verified e-mail, unfinished onboarding and the account role it is for.
 */
export function useAccountRedirect(role: AccountRole): string | null {
  const { token, user } = useSession();
  if (token === null) return paths.login;
  // A token without a readable user status is being refreshed from the server; wait for it.
  if (user === null) return null;
  if (user.onboardingCompleted) return paths.home;
  if (user.verifiedEmail === null) return paths.verifyingPage;
  return user.role === role ? null : resumeOnboardingPath(user);
}
