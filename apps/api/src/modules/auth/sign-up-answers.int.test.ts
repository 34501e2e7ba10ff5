import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, mailsTo, PASSWORD, signup, uniqueEmail, verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

const HOUR = 3600_000;

function signUp(email: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `${API}/auth/signup`,
    remoteAddress,
    payload: { firstName: 'Noura', lastName: 'Alharbi', email, password: PASSWORD, role: 'INDIVIDUAL' },
  });
}

/**
 * All a client can tell an answer by, but for what it echoes (the names and address sent, a new
 * id) or what every answer has of its own (its request id, its length).
 */
function shape(answer: Answer) {
  const body = answer.json<{ data?: object; code?: string; message?: unknown }>();
  return {
    status: answer.statusCode,
    headers: Object.keys(answer.headers).sort(),
    retryAfter: answer.headers['retry-after'],
    body: Object.keys(body).sort(),
    data: body.data === undefined ? null : Object.keys(body.data).sort(),
    code: body.code,
    message: body.message,
  };
}

/** A free, a pending and a verified address, none signed up with in the last hour. */
async function threeAddresses() {
  const { email: pending } = await signup(t);
  const { email: verified } = await verifiedAccount(t);
  t.clock.advance(HOUR + 1000);
  return { free: uniqueEmail('free'), pending, verified };
}

const warnings = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.subject.includes('Someone tried to sign up'));

describe('sign-up answers the same whatever the address', () => {
  it('gives every address the same answers, one sign-up a minute and five an hour', async () => {
    const addresses = await threeAddresses();
    const answers: Record<string, ReturnType<typeof shape>[]> = {};
    for (const [state, email] of Object.entries(addresses)) {
      const seen = [shape(await signUp(email)), shape(await signUp(email))];
      for (let minute = 0; minute < 5; minute += 1) {
        t.clock.advance(61_000);
        seen.push(shape(await signUp(email)));
      }
      answers[state] = seen;
    }
    expect(answers.free?.map((answer) => answer.status)).toEqual([201, 429, 201, 201, 201, 201, 429]);
    expect(answers.free?.[1]).toMatchObject({
      retryAfter: '60',
      code: 'RATE_LIMITED',
      message:
        'We have recently e-mailed this address. Please check its inbox, or sign up again in 60 seconds.',
    });
    expect(answers.free?.[6]?.retryAfter).toBe(String(3600 - 5 * 61));
    expect(answers.pending).toEqual(answers.free);
    expect(answers.verified).toEqual(answers.free);
  });

  it('lets one of twenty sign-ups sent at once through, for every address alike', async () => {
    const addresses = await threeAddresses();
    const answers: Record<string, ReturnType<typeof shape>[]> = {};
    for (const [state, email] of Object.entries(addresses)) {
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, index) => signUp(email, `203.0.113.${String(index % 16)}`)),
      );
      answers[state] = burst.map(shape).sort((a, b) => a.status - b.status);
    }
    expect(answers.free?.map((answer) => answer.status)).toEqual([201, ...Array<number>(19).fill(429)]);
    expect(new Set(answers.free?.slice(1).map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers.pending).toEqual(answers.free);
    expect(answers.verified).toEqual(answers.free);
  });

  it('throttles a code request for the id answered alike, taken address or not', async () => {
    const { verified } = await threeAddresses();
    const requestCode = async (email: string) => {
      const { data } = (await signUp(email)).json<{ data: { id: string } }>();
      return t.app.inject({
        method: 'POST',
        url: `${API}/otp`,
        payload: { userId: data.id, useCase: 'VERIFY_ACCOUNT' },
      });
    };
    const forNew = shape(await requestCode(uniqueEmail('free')));
    expect(forNew).toMatchObject({ status: 429, retryAfter: '60' });
    expect(shape(await requestCode(verified))).toEqual(forNew);
  });
});

describe("the warning to a taken address's owner", () => {
  it('goes at most once a minute and five times an hour, however many sign-ups arrive', async () => {
    const { verified } = await threeAddresses();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) => signUp(verified, `198.51.100.${String(index % 16)}`)),
    );
    expect(burst.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(await warnings(verified)).toHaveLength(1);
    for (let minute = 0; minute < 6; minute += 1) {
      t.clock.advance(61_000);
      await signUp(verified);
    }
    expect(await warnings(verified)).toHaveLength(5);
  });
});
