import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import type { ChangeFlow } from '../../../lib/navigation-state';
import { toast } from '../../../lib/toast';
import { clearStoredCode } from '../stored-codes';
import { CODE_TOAST_ID } from '../code-toast';

/** What follows a signed-in change's request: home once it is made (its code is spent), a toast either way. */
export function useFinishChange(flow: ChangeFlow) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return {
    onSuccess: () => {
      clearStoredCode();
      toast.success(t(`${flow}.success`), CODE_TOAST_ID);
      void navigate(paths.home, { replace: true });
    },
    onError: (error: unknown) => {
      toast.error(errorMessage(error, t(`${flow}.failed`)), CODE_TOAST_ID);
    },
  };
}
