import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signup } from '../../../test/accounts';
import { freePort } from '../../../test/server-process';
import { outgoingMail } from '../../db/schema/outgoing-mail';
import type { MailTransport } from './mail-message';
import { smtpTransport } from './transports';

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the dev outbox', () => {
  it('writes each message as an .eml file a person can read the code from', async () => {
    t = await buildTestApp();
    const { email } = await signup(t);
    await t.app.mailOutbox.drain();
    const dir = join(t.dataDir, 'outbox');
    const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toMatch(/Subject: Nujoom: Verify your account/);
    expect(eml).toMatch(/^\d{4}$/m);
    const [row] = await t.db.db.select().from(outgoingMail).where(eq(outgoingMail.to, email));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});

describe('SMTP delivery', () => {
  it('delivers the code to a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          callback();
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      t = await buildTestApp({
        env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
        mailTransport: smtpTransport(`smtp://127.0.0.1:${port}`),
      });
      const { email } = await signup(t);
      await t.app.mailOutbox.drain();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${email}`);
      expect(received[0]).toMatch(/^\d{4}$/m);
    } finally {
      await new Promise<void>((resolve) => {
        server.close(resolve);
      });
    }
  });
});

describe('retries', () => {
  it('keeps a message that failed and delivers it on a later attempt', async () => {
    let fail = true;
    const delivered: string[] = [];
    const flaky: MailTransport = {
      send: (message) => {
        if (fail) return Promise.reject(new Error('connection refused'));
        delivered.push(message.to);
        return Promise.resolve();
      },
    };
    t = await buildTestApp({ mailTransport: flaky });
    const { email } = await signup(t);
    await t.app.mailOutbox.drain();
    const [failed] = await t.db.db.select().from(outgoingMail).where(eq(outgoingMail.to, email));
    expect(failed).toMatchObject({ sentAt: null, lastError: 'connection refused', attempts: 1 });

    fail = false;
    await t.app.mailOutbox.drain();
    expect(delivered).toEqual([]);
    t.clock.advance(60_000);
    await t.app.mailOutbox.drain();
    expect(delivered).toEqual([email]);
  });
});
