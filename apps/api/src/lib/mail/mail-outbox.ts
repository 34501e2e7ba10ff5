import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { OutgoingMailRow } from '../../db/schema/outgoing-mail';
import type { Clock } from '../clock';
import { whileLeased } from '../lease';
import type { MailMessage, MailTransport } from './mail-message';
import {
  extendMailLease,
  insertOutgoingMail,
  leaseDueMail,
  markMailFailed,
  markMailSent,
} from './outgoing-mail.repo';

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
 * A process claims the messages it delivers for `leaseMs`, renewed while it sends one, so a
 * message claimed by a process that died goes out from another soon after.
 */
export function createMailOutbox(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  logger: FastifyBaseLogger;
  leaseMs: number;
}): MailOutbox {
  const { db, transport, from, clock, logger, leaseMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const leaseEnd = () => new Date(clock.now().getTime() + leaseMs);

  async function deliverDue(): Promise<void> {
    for (;;) {
      const batch = await leaseDueMail(db, clock.now(), leaseEnd(), 10);
      if (batch.length === 0) return;
      for (const mail of batch) await deliver(mail);
    }
  }

  async function deliver(mail: OutgoingMailRow): Promise<void> {
    let heldUntil = mail.nextAttemptAt;
    const renew = async (): Promise<boolean> => {
      const until = leaseEnd();
      if (!(await extendMailLease(db, mail.id, heldUntil, until))) return false;
      heldUntil = until;
      return true;
    };
    // The batch's later messages waited, unrenewed, while earlier ones were sent: one whose
    // lease lapsed may have been taken over, and sent, by another process.
    if (!(await renew())) return;
    try {
      await whileLeased(
        async () => {
          if (!(await renew())) throw new Error('another process took the message over');
        },
        Math.max(1, Math.floor(leaseMs / 3)),
        () => transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
        (error) => {
          logger.warn({ mailId: mail.id, err: error }, 'could not renew a mail lease; it may be sent twice');
        },
      );
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
