import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, mailsTo, PASSWORD, uniqueEmail } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  freePort,
  killServerProcess,
  startSecondApiProcess,
  type ServerProcess,
} from '../../../test/server-process';

// A process is killed while its mail server holds a verification code: the server has taken the
// message and never answers the end of DATA, as one that hangs. The test app stands in for the
// processes that survive: its outbox on the same database, its clock kept up with real time.
const LEASE_MS = 2000;

let t: TestApp;
let doomed: ServerProcess | undefined;
let hanging: SMTPServer;
let hangingPort: number;
let received: () => void;
const messageReceived = new Promise<void>((resolve) => (received = resolve));
const delivered: string[] = [];

beforeAll(async () => {
  hanging = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, _neverAnswered) {
      stream.resume();
      stream.on('end', () => {
        received();
      });
    },
  });
  hangingPort = await freePort();
  await new Promise<void>((resolve) => hanging.listen(hangingPort, '127.0.0.1', resolve));
  t = await buildTestApp({
    env: { MAIL_LEASE_MS: String(LEASE_MS) },
    mailTransport: {
      send: (message) => {
        delivered.push(message.to);
        return Promise.resolve();
      },
    },
  });
});

afterAll(async () => {
  // Its send hangs, so SIGTERM would wait on it.
  if (doomed !== undefined) await killServerProcess(doomed);
  await t.close();
  await new Promise<void>((resolve) => {
    hanging.close(resolve);
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a surviving process does every few seconds, at the time it is now. */
async function survivorDrains(): Promise<void> {
  t.clock.advance(Date.now() - t.clock.now().getTime());
  await t.app.mailOutbox.drain();
}

describe('a verification code whose process was killed while sending it, on PostgreSQL', () => {
  it('stays claimed while the process lives, and another sends it once within seconds of the kill', async ({
    annotate,
  }) => {
    doomed = await startSecondApiProcess(t, {
      SMTP_URL: `smtp://127.0.0.1:${String(hangingPort)}`,
      MAIL_LEASE_MS: String(LEASE_MS),
    });
    const email = uniqueEmail('crash');
    const signup = await fetch(`http://127.0.0.1:${String(doomed.port)}${API}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Noura',
        lastName: 'Alharbi',
        email,
        password: PASSWORD,
        role: 'INDIVIDUAL',
      }),
    });
    expect(signup.status).toBe(201);
    await messageReceived;

    // Alive, the process renews its claim: for twice its length no one else takes the message.
    const aliveUntil = Date.now() + 2 * LEASE_MS;
    while (Date.now() < aliveUntil) {
      await survivorDrains();
      expect(delivered).toEqual([]);
      expect((await mailsTo(t, email))[0]).toMatchObject({ sentAt: null, attempts: 1 });
      await pause(100);
    }

    const killedAt = Date.now();
    await killServerProcess(doomed);
    doomed = undefined;
    while (delivered.length === 0 && Date.now() - killedAt < 20_000) {
      await survivorDrains();
      await pause(100);
    }
    const deliveredAfterMs = Date.now() - killedAt;
    await annotate(
      delivered.length > 0
        ? `code sent ${String(deliveredAfterMs)} ms after the kill (lease ${String(LEASE_MS)} ms)`
        : `code not sent ${String(deliveredAfterMs)} ms after the kill (lease ${String(LEASE_MS)} ms)`,
    );
    expect(delivered).toEqual([email]);
    expect(deliveredAfterMs).toBeLessThan(LEASE_MS + 3000);
    await survivorDrains();
    expect(delivered).toEqual([email]);
    expect((await mailsTo(t, email))[0]).toMatchObject({ sentAt: expect.any(Date), attempts: 2 });
  }, 60_000);
});
