import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { clearLocalData } from './local-data';
import { clearSession } from './session-store';
import { toast } from './toast';

/**
 * Spec §4: revoke the session on the server, then forget the token, the user status and every
 * locally stored answer, and go to /landing. The local sign-out happens even when the server
 * call fails, so a person is never stuck signed in on a shared computer.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  return useCallback(async () => {
    // The API client and the contract load with the first sign-out, not with every page.
    const [{ ApiError, apiRequest, errorMessage }, { authApi }] = await Promise.all([
      import('./api-client'),
      import('./logout-endpoint'),
    ]);
    try {
      await apiRequest(authApi.logout);
    } catch (error) {
      // An expired session is already signed out on the server.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast.error(errorMessage(error, t('errors.logoutFailed')));
      }
    }
    clearSession();
    clearLocalData();
    queryClient.clear();
    await navigate(paths.landing, { replace: true });
  }, [navigate, queryClient, t]);
}
