import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { afterThrottle, API, latestCode, mailsTo, signup, verifiedAccount } from '../../../test/accounts';
import { onboardedTalent } from '../../../test/onboarded';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { otpCodes } from '../../db/schema/otp-codes';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const patch = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `${API}${url}`, payload, headers });

/** `count` different wrong codes with the right one at a random place among them. */
function burst(right: string, count: number): string[] {
  const wrong = new Set<string>();
  while (wrong.size < count) {
    const guess = String(randomInt(0, 10_000)).padStart(4, '0');
    if (guess !== right) wrong.add(guess);
  }
  const guesses = [...wrong];
  guesses.splice(randomInt(0, count + 1), 0, right);
  return guesses;
}

function statuses(answers: readonly LightMyRequestResponse[]) {
  const of = (status: number) => answers.filter((answer) => answer.statusCode === status).length;
  return {
    accepted: of(200),
    wrong: of(400),
    locked: of(429),
    other: answers.length - of(200) - of(400) - of(429),
  };
}

async function attemptsOn(userId: string): Promise<number[]> {
  const rows = await t.db.db
    .select({ attempts: otpCodes.attempts })
    .from(otpCodes)
    .where(eq(otpCodes.userId, userId));
  return rows.map((row) => row.attempts);
}

/** Each route that takes a code, with an account whose code was just e-mailed. */
const routes = {
  'verify-account': async () => {
    const { email, userId } = await signup(t);
    return {
      userId,
      code: await latestCode(t, email),
      submit: (otp: string) => patch('/auth/verify-account', { userId, otp }),
    };
  },
  'verify-forgot-password': async () => {
    const { email, userId } = await verifiedAccount(t);
    afterThrottle(t);
    await patch('/auth/forgot-password', { email });
    return {
      userId,
      code: await latestCode(t, email),
      submit: (otp: string) =>
        patch('/auth/verify-forgot-password', { email, otp, password: 'N3w!Password' }),
    };
  },
  'reset-password': async () => {
    const { email, userId, headers } = await onboardedTalent(t);
    afterThrottle(t);
    await t.app.inject({
      method: 'POST',
      url: `${API}/otp`,
      payload: { userId, useCase: 'RESET_PASSWORD' },
      headers,
    });
    return {
      userId,
      code: await latestCode(t, email),
      submit: (otp: string) => patch('/auth/reset-password', { otp, password: 'N3w!Password' }, headers),
    };
  },
  'update-email': async () => {
    const { email, userId, headers } = await onboardedTalent(t);
    afterThrottle(t);
    await t.app.inject({
      method: 'POST',
      url: `${API}/otp`,
      payload: { userId, useCase: 'UPDATE_EMAIL' },
      headers,
    });
    return {
      userId,
      code: await latestCode(t, email),
      submit: (otp: string) =>
        patch('/auth/update-email', { newEmail: `moved.${userId}@example.com`, otp }, headers),
    };
  },
} as const;

describe('guessing a code with concurrent requests', () => {
  // Routes that hash the new password first answer slower; a smaller burst shows the same.
  it.each([
    ['verify-account', 400],
    ['update-email', 200],
    ['verify-forgot-password', 60],
    ['reset-password', 60],
  ] as const)(
    '%s compares at most five guesses of a burst of %i with the code, then locks the use case',
    async (route, size) => {
      const { userId, code, submit } = await routes[route]();
      const answers = await Promise.all(burst(code, size).map(submit));
      const counts = statuses(answers);
      expect(counts.other).toBe(0);
      // Five tries on the code, then failures without a code up to ten in the day, then the lock.
      // The right code is no failure: when one of the five tries finds it, it is taken off the
      // day's count, so ten wrong guesses may still follow it.
      expect(counts.wrong).toBeLessThanOrEqual(10);
      expect(counts.accepted).toBeLessThanOrEqual(1);
      expect(counts.locked).toBeGreaterThanOrEqual(size + 1 - 10 - counts.accepted);
      expect(Math.max(...(await attemptsOn(userId)))).toBeLessThanOrEqual(5);
    },
  );

  it('accepts the right code hidden in a burst of fifty about one time in ten', async () => {
    const trials = 20;
    let accepted = 0;
    for (let trial = 0; trial < trials; trial += 1) {
      const { code, submit } = await routes['verify-account']();
      accepted += statuses(await Promise.all(burst(code, 49).map(submit))).accepted;
    }
    // Five tries in fifty guesses: 2 expected; 8 or more happens once in 2,500 runs.
    expect(accepted).toBeLessThanOrEqual(7);
  });

  it('e-mails the owner once when a burst locks the use case', async () => {
    const { email, userId } = await signup(t);
    const code = await latestCode(t, email);
    const answers = await Promise.all(
      burst(code, 100)
        .filter((guess) => guess !== code)
        .map((otp) => patch('/auth/verify-account', { userId, otp })),
    );
    expect(statuses(answers).locked).toBeGreaterThan(0);
    const locks = (await mailsTo(t, email)).filter((mail) => mail.subject.includes('Too many wrong codes'));
    expect(locks).toHaveLength(1);
  });
});
