import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  authApi,
  chatsApi,
  healthApi,
  jobRequestsApi,
  jobsApi,
  mediaApi,
  onboardingApi,
  profilesApi,
  tagsApi,
  UNFINISHED_STEP_MESSAGES,
  usersApi,
  type Endpoint,
} from '@casting/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterThrottle, API, unverifiedAccount, verifiedAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { jpeg, multipart } from '../../test/media-files';
import { onboardedTalent } from '../../test/onboarded';
import { experience, specialtyInfo } from '../../test/profiles';

const ENDPOINTS: readonly Endpoint[] = [
  authApi,
  usersApi,
  onboardingApi,
  profilesApi,
  tagsApi,
  jobsApi,
  jobRequestsApi,
  chatsApi,
  mediaApi,
  healthApi,
].flatMap((group) => Object.values<Endpoint>(group));

const SESSION_ENDPOINTS = ENDPOINTS.filter((endpoint) => endpoint.auth === 'session');
const BEYOND_UNVERIFIED = SESSION_ENDPOINTS.filter(
  (endpoint) => endpoint.step !== 'unverified' && endpoint.step !== 'deleting',
);
const ONBOARDED_ONLY = SESSION_ENDPOINTS.filter((endpoint) => endpoint.step === 'onboarded');

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t.close();
});

function name(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** A request no route could accept: a path id that is not one, an unknown key holding a NUL. */
function garbage(endpoint: Endpoint, headers: Record<string, string>) {
  return t.app.inject({
    method: endpoint.method,
    url: `${API}${endpoint.path.replace(/:[A-Za-z]+/g, 'not-an-id')}`,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(endpoint.method === 'GET' ? {} : { payload: '{"bogus":"\\u0000"}' }),
  });
}

function mediaFiles(): string[] {
  const directory = join(t.dataDir, 'media');
  return existsSync(directory) ? readdirSync(directory) : [];
}

describe('a request without a session', () => {
  it.each(SESSION_ENDPOINTS.map((endpoint) => [name(endpoint), endpoint] as const))(
    '%s answers 401 before its path, body or text is checked',
    async (_, endpoint) => {
      const response = await garbage(endpoint, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'Please log in to continue.',
      });
    },
  );
});

describe('an unverified account', () => {
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = (await unverifiedAccount(t)).headers;
  });

  it.each(BEYOND_UNVERIFIED.map((endpoint) => [name(endpoint), endpoint] as const))(
    '%s answers 403 saying to verify first, whatever the request',
    async (_, endpoint) => {
      const response = await garbage(endpoint, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: UNFINISHED_STEP_MESSAGES.unverified,
      });
    },
  );

  it('reads its own status, and writes no file when it uploads', async () => {
    const me = await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { verifiedEmail: null, onboardingCompleted: false } });

    const body = multipart(await jpeg());
    const upload = await t.app.inject({
      method: 'POST',
      url: `${API}/upload/images`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(upload.statusCode).toBe(403);
    expect(mediaFiles()).toEqual([]);
  });

  it('can ask for its code again, and log out', async () => {
    const account = await unverifiedAccount(t);
    afterThrottle(t);
    const code = await t.app.inject({
      method: 'POST',
      url: `${API}/otp`,
      headers: account.headers,
      payload: { userId: account.userId, useCase: 'VERIFY_ACCOUNT' },
    });
    expect(code.statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'DELETE', url: `${API}/sessions`, headers: account.headers });
    expect(logout.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: account.headers });
    expect(me.statusCode).toBe(401);
  });

  it('gets no live event stream', async () => {
    const response = await fetch(`${base}${API}/events`, { headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: UNFINISHED_STEP_MESSAGES.unverified });
  });
});

describe('a verified account that has not finished onboarding', () => {
  let account: Awaited<ReturnType<typeof verifiedAccount>>;

  beforeAll(async () => {
    account = await verifiedAccount(t);
  });

  it.each(ONBOARDED_ONLY.map((endpoint) => [name(endpoint), endpoint] as const))(
    '%s answers 403 saying to complete the onboarding, whatever the request',
    async (_, endpoint) => {
      const response = await garbage(endpoint, account.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: UNFINISHED_STEP_MESSAGES.verified,
      });
    },
  );

  it('reaches onboarding and the uploads, where its request is then checked', async () => {
    const onboarding = await garbage(onboardingApi.complete, account.headers);
    expect(onboarding.statusCode).toBe(400);
    const upload = await garbage(mediaApi.uploadImage, account.headers);
    expect(upload.statusCode).toBe(400);
  });

  it('gets no live event stream', async () => {
    const response = await fetch(`${base}${API}/events`, { headers: account.headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: UNFINISHED_STEP_MESSAGES.verified });
  });

  it('reaches the marketplace with the same token as soon as its onboarding is done', async () => {
    const fresh = await verifiedAccount(t);
    // Refused once, so the session is in the cache with the step it had then.
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/jobs`, headers: fresh.headers })).statusCode,
    ).toBe(403);
    const onboarding = await t.app.inject({
      method: 'PATCH',
      url: `${API}/users/onboarding`,
      headers: fresh.headers,
      payload: {
        individualProfile: {
          role: 'PHOTOGRAPHER',
          ...experience(),
          specialtyInfo: await specialtyInfo(t, fresh.headers, 'PHOTOGRAPHER'),
        },
      },
    });
    expect(onboarding.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/jobs`, headers: fresh.headers })).statusCode,
    ).toBe(200);
  });
});

describe('an onboarded account', () => {
  it('reaches the marketplace and its live events', async () => {
    const talent = await onboardedTalent(t);
    const jobs = await t.app.inject({ method: 'GET', url: `${API}/jobs`, headers: talent.headers });
    expect(jobs.statusCode).toBe(200);
    const controller = new AbortController();
    const events = await fetch(`${base}${API}/events`, {
      headers: talent.headers,
      signal: controller.signal,
    });
    expect(events.status).toBe(200);
    controller.abort();
  });
});
