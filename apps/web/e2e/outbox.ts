import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Without SMTP the server writes every e-mail to DATA_DIR/outbox as an .eml file. The browser
 * tests read the codes from there, so they need to know DATA_DIR: run Playwright with
 * E2E_DATA_DIR (playwright.config.ts hands it to the server).
 */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined || dataDir === '') {
    throw new Error('Set E2E_DATA_DIR to a fresh directory so the tests can read DATA_DIR/outbox.');
  }
  return join(dataDir, 'outbox');
}

export interface OutboxMail {
  readonly file: string;
  readonly sentAt: number;
  /** The raw message with quoted-printable soft line breaks and escapes undone. */
  readonly text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every e-mail written so far to `email`, oldest first. */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  const dir = outboxDir();
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const recipient = new RegExp(`^To: ${escapeRegExp(email)}\\r?$`, 'im');
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      const [raw, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      return { file, sentAt: info.mtimeMs, text: decodeQuotedPrintable(raw) };
    }),
  );
  return mails
    .filter((mail) => recipient.test(mail.text))
    .sort((a, b) => a.sentAt - b.sentAt || a.file.localeCompare(b.file));
}

export interface LatestCodeOptions {
  /** Only e-mails written at or after this time (ms since the epoch), e.g. Date.now() before the request. */
  readonly since?: number;
  readonly timeoutMs?: number;
}

/**
 * The code of the newest code e-mail to `email` (the four digits alone on a line), waiting for
 * it to arrive: the server delivers mail just after the request that causes it has answered.
 */
export async function latestCode(email: string, options: LatestCodeOptions = {}): Promise<string> {
  const { since = 0, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(email);
    for (const mail of mails.reverse()) {
      if (mail.sentAt < since) break;
      const code = /^(\d{4})\r?$/m.exec(mail.text)?.[1];
      if (code !== undefined) return code;
    }
    if (Date.now() > deadline) throw new Error(`No code e-mail to ${email} arrived in ${outboxDir()}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
