import type { Notification } from '@casting/contract';
import { paths } from '../../../config/paths';

/**
 * Where a notification leads: a release to the tax invoice it issued, a withdrawal to Payments, a
 * licence's news to the talent's licences, else its chat, else its job (the API's e-mails link the
 * same: `notificationPath`).
 */
export function notificationHref(notification: Notification): string {
  if (notification.invoiceId !== null) return paths.invoice(notification.invoiceId);
  if (notification.kind === 'PAYOUT_PAID' || notification.kind === 'PAYOUT_FAILED') return paths.payments;
  if (notification.kind.startsWith('LICENCE_')) return paths.licences;
  if (notification.chatId !== null) return paths.chat(notification.chatId);
  if (notification.jobId !== null) return paths.job(notification.jobId);
  return paths.home;
}
