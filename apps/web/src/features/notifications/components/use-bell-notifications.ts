import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeNotificationEvents, useLiveCatchUp, useLiveStatus } from '../../../lib/live-events';
import { useLatestNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/notification-keys';

/** The bell's latest notifications, kept current by the live stream (or by polling without it). */
export function useBellNotifications() {
  const queryClient = useQueryClient();
  const live = useLiveStatus() === 'open';
  const latest = useLatestNotifications(live);
  useEffect(
    () =>
      subscribeNotificationEvents(() => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.latest() });
      }),
    [queryClient],
  );
  useLiveCatchUp(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.latest() });
  });
  return latest;
}
