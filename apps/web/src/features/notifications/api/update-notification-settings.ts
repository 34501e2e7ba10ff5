import { notificationsApi, type NotificationSetting } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** Switches one kind on or off; the answer is every setting as stored. */
export function useUpdateNotificationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: NotificationSetting) =>
      apiRequest(notificationsApi.updateSettings, { body: { settings: [setting] } }),
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationKeys.settings(), settings);
    },
  });
}
