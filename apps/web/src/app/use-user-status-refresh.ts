import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession, updateUser, useSession } from '../lib/session-store';
import { userStatusKey } from './user-status-key';

/**
 * The stored user status can be stale (onboarding finished in another tab, an e-mail changed):
 * refresh it once per session and page load. An expired token answers 401, which signs out.
 */
export function useUserStatusRefresh(): void {
  const { token } = useSession();
  const { data } = useQuery({
    queryKey: userStatusKey(token),
    queryFn: async ({ signal }) => {
      const [{ apiRequest }, { usersApi }] = await Promise.all([
        import('../lib/api-client'),
        import('./user-status-endpoint'),
      ]);
      return apiRequest(usersApi.me, { signal });
    },
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (data !== undefined && getSession().token === token && token !== null) updateUser(data);
  }, [data, token]);
}
