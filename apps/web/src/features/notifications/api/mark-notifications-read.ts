import { notificationsApi, type MarkNotificationsReadBody } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** PATCH /notifications/read with some ids or all. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadBody) => apiRequest(notificationsApi.markRead, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.latest() }),
  });
}
