import type { AccountRole } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { signupState } from '../../../lib/navigation-state';
import { isLoggedIn, useSession } from '../../../lib/session-store';

/** Sign-up buttons preset the role; a signed-in person is told instead of being sent (spec §2, §8). */
export function useStartSignup(): (role: AccountRole) => void {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return (role) => {
    if (isLoggedIn(session)) {
      // The toast library loads with the first toast rather than with the landing page.
      void import('../../../lib/toast').then(({ toast }) => toast.error(t('errors.alreadyLoggedIn')));
      return;
    }
    void navigate(paths.signup, { state: signupState(role) });
  };
}
