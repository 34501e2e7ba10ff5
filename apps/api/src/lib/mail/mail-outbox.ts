import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import type { MailMessage, MailTransport } from './mail-message';
import { insertOutgoingMail, leaseDueMail, markMailFailed, markMailSent } from './outgoing-mail.repo';

const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const POLL_MS = 5_000;

export interface MailOutbox {
  /** Queues a message; pass the transaction of the change that causes it. */
  enqueue(db: Db, message: MailMessage): Promise<void>;
  /** Delivers everything due now; resolves when done (tests await it). */
  drain(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The transactional outbox: messages are rows written with the change that causes them, then
 * delivered here and retried with backoff until sent. A failure is logged, never dropped.
 */
export function createMailOutbox(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  logger: FastifyBaseLogger;
}): MailOutbox {
  const { db, transport, from, clock, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function deliverDue(): Promise<void> {
    for (;;) {
      const now = clock.now();
      const batch = await leaseDueMail(db, now, new Date(now.getTime() + LEASE_MS), 10);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await transport.send({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await markMailSent(db, mail.id, clock.now());
        } catch (error) {
          const backoff = Math.min(MAX_BACKOFF_MS, 2 ** mail.attempts * 15_000);
          const reason = error instanceof Error ? error.message : String(error);
          logger.error(
            { mailId: mail.id, attempts: mail.attempts, err: error },
            'mail delivery failed; will retry',
          );
          await markMailFailed(db, mail.id, new Date(clock.now().getTime() + backoff), reason);
        }
      }
    }
  }

  function drain(): Promise<void> {
    running = running.then(deliverDue).catch((error: unknown) => {
      logger.error({ err: error }, 'mail outbox failed');
    });
    return running;
  }

  return {
    enqueue: (tx, message) => insertOutgoingMail(tx, message, clock.now()),
    drain,
    start: () => {
      timer ??= setInterval(() => void drain(), POLL_MS);
      timer.unref();
    },
    stop: async () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
