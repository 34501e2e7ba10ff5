import { notificationsApi, NOTIFICATIONS_PAGE_SIZE } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /notifications, first page: the latest notifications and the unread count. */
export function listLatestNotifications(signal?: AbortSignal) {
  return apiRequest(notificationsApi.list, {
    query: { 'paginate[page]': 1, 'paginate[limit]': NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
}
