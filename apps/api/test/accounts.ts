import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { outgoingMail } from '../src/db/schema/outgoing-mail';
import type { TestApp } from './build-test-app';

export const API = '/models/api/v1';
export const PASSWORD = 'Str0ng!Pass';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

/** The newest code e-mailed to an address, read from the outbox table the mail is sent from. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const rows = await t.db.db
    .select({ text: outgoingMail.text })
    .from(outgoingMail)
    .where(eq(outgoingMail.to, email))
    .orderBy(desc(outgoingMail.createdAt));
  for (const row of rows) {
    const match = /^(\d{4})$/m.exec(row.text);
    if (match?.[1] !== undefined) return match[1];
  }
  throw new Error(`no code was e-mailed to ${email}`);
}

export async function mailsTo(t: TestApp, email: string) {
  return t.db.db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.to, email))
    .orderBy(desc(outgoingMail.createdAt));
}

interface SignupOptions {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly role?: 'INDIVIDUAL' | 'ORGANIZATION';
  readonly email?: string;
  readonly password?: string;
}

export async function signup(t: TestApp, options: SignupOptions = {}) {
  const email = options.email ?? uniqueEmail();
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/auth/signup`,
    payload: {
      firstName: options.firstName ?? 'Noura',
      lastName: options.lastName ?? 'Alharbi',
      email,
      password: options.password ?? PASSWORD,
      role: options.role ?? 'INDIVIDUAL',
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return { email, userId: response.json<{ data: { id: string } }>().data.id };
}

/** A signed-up account that has not verified its code yet, signed in: login gives it a token too. */
export async function unverifiedAccount(t: TestApp, options: SignupOptions = {}) {
  const account = await signup(t, options);
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: {
      email: account.email,
      password: options.password ?? PASSWORD,
      role: options.role ?? 'INDIVIDUAL',
    },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { token } = response.json<{ data: { token: string } }>().data;
  return { ...account, token, headers: { authorization: `Bearer ${token}` } };
}

/** A verified account with a session token. */
export async function verifiedAccount(t: TestApp, options: SignupOptions = {}) {
  const account = await signup(t, options);
  const otp = await latestCode(t, account.email);
  const response = await t.app.inject({
    method: 'PATCH',
    url: `${API}/auth/verify-account`,
    payload: { userId: account.userId, otp },
  });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
  const { token } = response.json<{ data: { token: string } }>().data;
  return { ...account, token, headers: { authorization: `Bearer ${token}` } };
}

/** A new session for an account whose token has lapsed (sessions last 7 days). */
export async function signInAgain(
  t: TestApp,
  account: { email: string },
  role: 'INDIVIDUAL' | 'ORGANIZATION',
): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: account.email, password: PASSWORD, role },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { authorization: `Bearer ${response.json<{ data: { token: string } }>().data.token}` };
}

/** Moves the clock past the one-send-a-minute throttle. */
export function afterThrottle(t: TestApp): void {
  t.clock.advance(61_000);
}
