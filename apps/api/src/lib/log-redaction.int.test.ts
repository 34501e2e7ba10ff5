import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, latestCode, PASSWORD, signup, uniqueEmail, verifiedAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apply, postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';

let t: TestApp;
let lines: string[];

beforeEach(async () => {
  lines = [];
  // warn and above: every failed request is logged at error; the dev outbox's code lines are info.
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  t = await buildTestApp({ logger });
});

afterEach(async () => {
  await t.close();
});

/** Makes every write to `table` fail, as a broken deployment would: a 500 with the data in the query. */
async function breakWrites(table: string): Promise<void> {
  await t.db.db.execute(sql.raw(`alter table ${table} add constraint log_probe check (false) not valid`));
}

function expectLogFree(secrets: readonly string[]): void {
  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(0);
  for (const secret of [...secrets, '$argon2', 'params', 'insert into', 'update "'])
    expect(log).not.toContain(secret);
  // No SHA-256 or HMAC in hex: a token's or a code's.
  expect(log).not.toMatch(/[0-9a-f]{64}/);
  const failure = lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .find((entry) => entry.msg === 'request failed');
  expect(failure).toMatchObject({
    reqId: expect.any(String),
    err: { causes: [expect.objectContaining({ constraint: 'log_probe' })] },
  });
}

describe('the log of a failed request', () => {
  it('holds neither the address nor the password nor its hash on a failed sign-up', async () => {
    await breakWrites('users');
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/signup`,
      payload: { firstName: 'Noura', lastName: 'Alharbi', email, password: PASSWORD, role: 'INDIVIDUAL' },
    });
    expect(response.statusCode).toBe(500);
    expectLogFree([email, PASSWORD]);
  });

  it('holds neither the password nor the session token on a failed login', async () => {
    const account = await verifiedAccount(t);
    await breakWrites('sessions');
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: account.email, password: PASSWORD, role: 'INDIVIDUAL' },
    });
    expect(response.statusCode).toBe(500);
    expectLogFree([account.email, PASSWORD]);
  });

  it('holds neither the code nor the new password on a failed reset', async () => {
    const account = await signup(t);
    await t.app.inject({
      method: 'PATCH',
      url: `${API}/auth/verify-account`,
      payload: { userId: account.userId, otp: await latestCode(t, account.email) },
    });
    t.clock.advance(61_000);
    const asked = await t.app.inject({
      method: 'PATCH',
      url: `${API}/auth/forgot-password`,
      payload: { email: account.email },
    });
    expect(asked.statusCode).toBeLessThan(300);
    const otp = await latestCode(t, account.email);
    await breakWrites('users');
    const newPassword = 'N3w!Password';
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${API}/auth/verify-forgot-password`,
      payload: { email: account.email, otp, password: newPassword },
    });
    expect(response.statusCode).toBe(500);
    expectLogFree([account.email, newPassword, `"${otp}"`]);
  });

  it('holds not the message on a failed send', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const applied = await apply(t, talent.headers, await postJob(t, organization.headers));
    const { chatId } = applied.json<{ data: { chatId: string } }>().data;
    await breakWrites('messages');
    const content = 'My private number is 0551234567';
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/chats/${chatId}/messages`,
      headers: talent.headers,
      payload: { content },
    });
    expect(response.statusCode).toBe(500);
    expectLogFree([content, talent.token]);
  });
});
