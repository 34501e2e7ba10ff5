import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, type TestClock } from '../../../test/build-test-app';
import { mailsTo, signup } from '../../../test/accounts';
import { freePort } from '../../../test/server-process';
import { outgoingMail } from '../../db/schema/outgoing-mail';
import type { MailTransport } from './mail-message';
import { createMailOutbox, type MailOutbox } from './mail-outbox';
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

describe('leases', () => {
  const LEASE_MS = 300;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  function recording(to: string[]): MailTransport {
    return {
      send: (message) => {
        to.push(message.to);
        return Promise.resolve();
      },
    };
  }

  /** The outbox of another API process on the same database. */
  function otherOutbox(app: TestApp, transport: MailTransport): MailOutbox {
    return createMailOutbox({
      db: app.db.db,
      transport,
      from: 'Nujoom <no-reply@nujoom.localhost>',
      clock: app.clock,
      logger: pino({ level: 'silent' }),
      leaseMs: LEASE_MS,
    });
  }

  /** Queued as the change that causes it would, without the drain a sign-up starts at once. */
  async function queue(app: TestApp, to: string): Promise<string> {
    await app.app.mailOutbox.enqueue(app.db.db, {
      to,
      subject: 'Your code',
      text: '1234',
      html: '<p>1234</p>',
    });
    return to;
  }

  /** Renewals run on real timers, so meanwhile the test clock keeps up with real time. */
  function followRealTime(clock: TestClock): () => void {
    const offset = clock.now().getTime() - Date.now();
    const timer = setInterval(() => {
      clock.advance(Date.now() + offset - clock.now().getTime());
    }, 10);
    return () => {
      clearInterval(timer);
    };
  }

  it('renews the lease while a slow mail server takes the message, so no other process sends it too', async () => {
    const sent: string[] = [];
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    const slow: MailTransport = {
      send: async (message) => {
        started();
        await pause(3 * LEASE_MS);
        sent.push(message.to);
      },
    };
    t = await buildTestApp({ env: { MAIL_LEASE_MS: String(LEASE_MS) }, mailTransport: slow });
    const email = await queue(t, 'slow@example.com');
    const stopFollowing = followRealTime(t.clock);
    const others: string[] = [];
    const other = otherOutbox(t, recording(others));
    try {
      const draining = t.app.mailOutbox.drain();
      await sending;
      while (sent.length === 0) {
        await other.drain();
        const [row] = await mailsTo(t, email);
        if (row?.sentAt === null)
          expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(LEASE_MS);
        await pause(20);
      }
      await draining;
    } finally {
      stopFollowing();
    }
    expect(sent).toEqual([email]);
    expect(others).toEqual([]);
    expect((await mailsTo(t, email))[0]).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
  });

  it('lets another process send a message of its batch whose lease lapsed meanwhile, and then skips it', async () => {
    const sent: string[] = [];
    let started!: () => void;
    const sending = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const heldFirst: MailTransport = {
      send: async (message) => {
        if (sent.length === 0) {
          started();
          await released;
        }
        sent.push(message.to);
      },
    };
    t = await buildTestApp({ env: { MAIL_LEASE_MS: String(LEASE_MS) }, mailTransport: heldFirst });
    const first = await queue(t, 'first@example.com');
    const second = await queue(t, 'second@example.com');
    const stopFollowing = followRealTime(t.clock);
    const others: string[] = [];
    const other = otherOutbox(t, recording(others));
    // Both messages are leased at once; the second waits, unrenewed, behind the first.
    const draining = t.app.mailOutbox.drain();
    try {
      await sending;
      const deadline = Date.now() + 10 * LEASE_MS;
      while (others.length === 0 && Date.now() < deadline) {
        await other.drain();
        await pause(20);
      }
    } finally {
      release();
      stopFollowing();
    }
    await draining;
    expect(others).toHaveLength(1);
    expect([...sent, ...others].sort()).toEqual([first, second]);
    for (const email of [first, second]) expect((await mailsTo(t, email))[0]?.sentAt).toBeInstanceOf(Date);
  });
});
