import { useQuery, type QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notification-keys';

/** Without a live stream the bell asks this often. */
const POLL_MS = 30_000;

/**
 * The request, with the API client, zod and the endpoint's schemas, loads when the bell first
 * asks: a page the server rendered comes with the bell's data (`prerender/render-page.tsx`), so
 * its first load needs none of them.
 */
const latestNotifications = {
  queryKey: notificationKeys.latest(),
  queryFn: async ({ signal }: { readonly signal?: AbortSignal }) =>
    (await import('./list-latest-notifications')).listLatestNotifications(signal),
};

/** The bell's data, for a server render to embed with the page. */
export async function prefetchLatestNotifications(queryClient: QueryClient): Promise<void> {
  // A failure leaves the bell to ask once the page has loaded.
  await queryClient.query(latestNotifications).catch(() => undefined);
}

/**
 * The latest notifications and the unread count; `live` false means polling. With a live stream
 * each new notification refetches them (`use-bell-notifications.ts`), so data from the last 30
 * seconds (the query client's staleTime), such as the server render's, is not asked for again.
 */
export function useLatestNotifications(live: boolean) {
  return useQuery({ ...latestNotifications, refetchInterval: live ? false : POLL_MS });
}
