import type { Notification } from '@casting/contract';
import { paths } from '../../../config/paths';

/** Where a notification leads: a withdrawal to Payments, else its chat, else its job. */
export function notificationHref(notification: Notification): string {
  if (notification.kind === 'PAYOUT_PAID' || notification.kind === 'PAYOUT_FAILED') return paths.payments;
  if (notification.chatId !== null) return paths.chat(notification.chatId);
  if (notification.jobId !== null) return paths.job(notification.jobId);
  return paths.home;
}
