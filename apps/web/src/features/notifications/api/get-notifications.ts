import { notificationsApi, NOTIFICATIONS_PAGE_SIZE } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** Without a live stream the bell asks this often. */
const POLL_MS = 30_000;

/** The latest notifications and the unread count; `live` false means polling. */
export function useLatestNotifications(live: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) =>
      apiRequest(notificationsApi.list, {
        query: { 'paginate[page]': 1, 'paginate[limit]': NOTIFICATIONS_PAGE_SIZE },
        signal,
      }),
    refetchInterval: live ? false : POLL_MS,
    staleTime: 0,
  });
}
