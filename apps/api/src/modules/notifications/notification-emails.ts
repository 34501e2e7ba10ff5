import { MESSAGE_EMAIL_INTERVAL_MS, type NotificationKind } from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MailOutbox } from '../../lib/mail/mail-outbox';
import { notificationMail } from './notification-mails';
import {
  claimDueEmails,
  isOptedOut,
  lastChatEmailAt,
  postponeEmail,
  settleEmail,
} from './notifications.repo';
import type { UnsubscribeTokens } from './unsubscribe-token';

const POLL_MS = 30_000;
const BATCH = 20;

export interface NotificationEmails {
  /** Queues the e-mails due now; resolves when done (tests await it). */
  run(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** Where a notification leads in the web app: as the bell's `notificationHref` has it. */
export function notificationPath(notification: {
  kind: string;
  chatId: string | null;
  jobId: string | null;
  invoiceId: string | null;
}): string {
  if (notification.invoiceId !== null)
    return `/payments/invoices/${encodeURIComponent(notification.invoiceId)}`;
  if (notification.kind === 'PAYOUT_PAID' || notification.kind === 'PAYOUT_FAILED') return '/payments';
  if (notification.kind.startsWith('LICENCE_')) return '/settings/licences';
  if (notification.chatId !== null) return `/messages?chat=${encodeURIComponent(notification.chatId)}`;
  if (notification.jobId !== null) return `/explore/jobs/${encodeURIComponent(notification.jobId)}`;
  return '/';
}

/**
 * E-mails notifications still unread when their e-mail falls due. Each batch is claimed with
 * FOR UPDATE SKIP LOCKED and settled, mail queued in the outbox, in that one transaction: with
 * several processes on one database every notification is e-mailed at most once.
 */
export function createNotificationEmails(options: {
  db: Db;
  clock: Clock;
  outbox: MailOutbox;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  logger: FastifyBaseLogger;
}): NotificationEmails {
  const { db, clock, outbox, tokens, publicUrl, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function runBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await claimDueEmails(tx, now, BATCH);
      for (const notification of due) {
        const kind = notification.kind as NotificationKind;
        if (await isOptedOut(tx, notification.userId, kind)) {
          await settleEmail(tx, notification.id, null);
          continue;
        }
        if (kind === 'NEW_MESSAGE' && notification.chatId !== null) {
          const last = await lastChatEmailAt(tx, notification.userId, notification.chatId);
          const allowedAt = last === null ? now : new Date(last.getTime() + MESSAGE_EMAIL_INTERVAL_MS);
          if (allowedAt > now) {
            await postponeEmail(tx, notification.id, allowedAt);
            continue;
          }
        }
        await outbox.enqueue(
          tx,
          notificationMail({
            to: notification.email,
            firstName: notification.firstName,
            language: notification.language,
            kind,
            actorName: notification.actorName,
            jobTitle: notification.jobTitle,
            note: notification.note,
            count: notification.count,
            link: `${publicUrl}${notificationPath(notification)}`,
            unsubscribeLink: `${publicUrl}/unsubscribe?token=${encodeURIComponent(tokens.sign(notification.userId, kind))}`,
          }),
        );
        await settleEmail(tx, notification.id, now);
      }
      return due.length;
    });
  }

  function run(): Promise<void> {
    running = running
      .then(async () => {
        while ((await runBatch()) === BATCH);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'notification e-mails failed');
      });
    return running;
  }

  return {
    run,
    start: () => {
      timer ??= setInterval(() => void run(), POLL_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
