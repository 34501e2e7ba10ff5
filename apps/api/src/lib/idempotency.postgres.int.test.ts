import { count, eq } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { jobBody, postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import { jobRequests } from '../db/schema/job-requests';
import { jobs } from '../db/schema/jobs';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** Every answer is the one creation (201, the same body) or "still running" (409 with Retry-After). */
function expectOneCreation(responses: readonly Response[]) {
  const created = responses.filter((response) => response.statusCode === 201);
  const waiting = responses.filter((response) => response.statusCode === 409);
  expect(created.length + waiting.length).toBe(responses.length);
  expect(created.length).toBeGreaterThan(0);
  expect(new Set(created.map((response) => response.body)).size).toBe(1);
  for (const response of waiting) {
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: IDEMPOTENCY_MESSAGES.inProgress });
  }
}

describe('one Idempotency-Key sent many times at once, on PostgreSQL', () => {
  it('posts one job', async () => {
    const organization = await onboardedOrganization(t);
    const payload = await jobBody(t, organization.headers);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/jobs`,
          headers: { ...organization.headers, 'idempotency-key': 'burst' },
          payload,
        }),
      ),
    );
    expectOneCreation(responses);
    const [row] = await t.db.db
      .select({ n: count() })
      .from(jobs)
      .where(eq(jobs.organizationId, organization.organizationId));
    expect(row?.n).toBe(1);
  });

  it('makes one application, and answers none of them "already applied"', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const job = await postJob(t, organization.headers);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/chats/${job.organization.id}/messages`,
          headers: { ...talent.headers, 'idempotency-key': 'apply' },
          payload: { messageType: 'REQUEST', jobId: job.id, content: 'Count me in.' },
        }),
      ),
    );
    expectOneCreation(responses);
    const [row] = await t.db.db.select({ n: count() }).from(jobRequests).where(eq(jobRequests.jobId, job.id));
    expect(row?.n).toBe(1);
  });
});
