import type { Notification } from '@casting/contract';
import { paths } from '../../../config/paths';

/** Where a notification leads: its chat, else its job. */
export function notificationHref(notification: Notification): string {
  if (notification.chatId !== null) return paths.chat(notification.chatId);
  if (notification.jobId !== null) return paths.job(notification.jobId);
  return paths.home;
}
