import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-message';

/** Made on first use, so nodemailer (about 2 MB) is loaded with the first message, not at start. */
function onFirstUse<T>(create: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= create());
}

/**
 * A mail server that stops answering fails the send within seconds instead of nodemailer's ten
 * minutes, so the message is retried (from another process, if need be) and shutdown is not held.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = onFirstUse(async () =>
    (await import('nodemailer')).default.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
  );
  return {
    send: async (message) => {
      await (await transporter()).sendMail(message);
    },
  };
}

/**
 * Development delivery: each message is written to DATA_DIR/outbox as an .eml file (open it
 * with any mail program) and its text is logged, so codes can be read without a mail server.
 */
export function outboxTransport(outboxDir: string, logger: FastifyBaseLogger): MailTransport {
  const composer = onFirstUse(async () =>
    (await import('nodemailer')).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    send: async (message) => {
      const info = await (await composer()).sendMail({ ...message, textEncoding: 'quoted-printable' });
      mkdirSync(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      const temporary = join(outboxDir, `.${name}.tmp`);
      writeFileSync(temporary, info.message as Buffer);
      renameSync(temporary, join(outboxDir, name));
      logger.info({ to: message.to, subject: message.subject, file: name }, `dev outbox: ${message.text}`);
    },
  };
}
