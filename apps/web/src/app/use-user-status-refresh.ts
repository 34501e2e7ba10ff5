import type { UserStatus } from '@casting/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession, updateUser, useSession } from '../lib/session-store';

const userStatusKey = (token: string | null) => ['session', 'user-status', token];

/**
 * The user status the server asked for while rendering this page (ADR 021) is this page load's
 * refresh: it is not asked for again.
 */
export function seedUserStatus(queryClient: QueryClient, token: string, user: UserStatus): void {
  queryClient.setQueryData(userStatusKey(token), user);
}

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
