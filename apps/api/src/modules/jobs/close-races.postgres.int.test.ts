import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobRequestCounts } from '../../db/schema/job-request-counts';
import { jobRequests } from '../../db/schema/job-requests';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

const ROUNDS = 12;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

/** A job's counts as the triggers keep them. */
async function countsOf(jobId: string) {
  const counts = await t.db.db
    .select({
      pending: jobRequestCounts.pending,
      accepted: jobRequestCounts.accepted,
      declined: jobRequestCounts.declined,
      finished: jobRequestCounts.finished,
    })
    .from(jobRequestCounts)
    .where(eq(jobRequestCounts.jobId, jobId));
  return counts[0];
}

describe('closing a job while one of its requests is accepted', () => {
  it(`ends consistent every time (${String(ROUNDS)} rounds): accepted before the close, or declined by it, never both`, async () => {
    const organization = await onboardedOrganization(t);
    const talents = [await onboardedTalent(t), await onboardedTalent(t), await onboardedTalent(t)];
    for (let round = 0; round < ROUNDS; round += 1) {
      const job = await postJob(t, organization.headers);
      const requestIds: string[] = [];
      for (const talent of talents)
        requestIds.push((await apply(t, talent.headers, job)).json().data.jobRequest.id);
      const [accepted, closed] = await Promise.all([
        call(t, 'PATCH', `/jobs/${job.id}/accept`, organization.headers, { requestId: requestIds[0] }),
        call(t, 'PATCH', `/jobs/${job.id}/close`, organization.headers),
      ]);
      expect(closed.statusCode).toBe(200);
      const rows = await t.db.db
        .select({ id: jobRequests.id, status: jobRequests.status })
        .from(jobRequests)
        .where(inArray(jobRequests.id, requestIds));
      const statusOf = new Map(rows.map((row) => [row.id, row.status]));
      const raced = statusOf.get(requestIds[0] ?? '');
      if (accepted.statusCode === 200) expect(raced).toBe('APPROVED');
      else {
        expect(accepted.statusCode).toBe(409);
        expect(raced).toBe('REJECTED');
      }
      expect(requestIds.slice(1).map((id) => statusOf.get(id))).toEqual(['REJECTED', 'REJECTED']);
      expect(await countsOf(job.id)).toEqual({
        pending: 0,
        accepted: raced === 'APPROVED' ? 1 : 0,
        declined: raced === 'APPROVED' ? 2 : 3,
        finished: 0,
      });
    }
  });
});

describe('applications sent at once to one job', () => {
  it('are all taken and counted, none lost to a lock (the counts are kept by triggers, migration 0020)', async () => {
    const organization = await onboardedOrganization(t);
    const talents = await Promise.all(Array.from({ length: 8 }, () => onboardedTalent(t)));
    for (let round = 0; round < 3; round += 1) {
      const job = await postJob(t, organization.headers);
      const answers = await Promise.all(talents.map((talent) => apply(t, talent.headers, job)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(talents.map(() => 201));
      expect(await countsOf(job.id)).toEqual({ pending: 8, accepted: 0, declined: 0, finished: 0 });
      const requestIds = answers.map((answer) => answer.json().data.jobRequest.id as string);
      await Promise.all([
        ...requestIds
          .slice(0, 3)
          .map((requestId) =>
            call(t, 'PATCH', `/jobs/${job.id}/accept`, organization.headers, { requestId }),
          ),
        ...requestIds
          .slice(3, 5)
          .map((requestId) =>
            call(t, 'PATCH', `/jobs/${job.id}/reject`, organization.headers, { requestId }),
          ),
      ]);
      expect(await countsOf(job.id)).toEqual({ pending: 3, accepted: 3, declined: 2, finished: 0 });
    }
  });
});

describe('two invitations sent at once', () => {
  it(`make one invitation (${String(ROUNDS)} rounds of five at once)`, async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    for (let round = 0; round < ROUNDS; round += 1) {
      const job = await postJob(t, organization.headers);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
            individualId: talent.individualId,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    }
    const mine = await call(t, 'GET', `/individuals/me/job-requests?paginate[limit]=50`, talent.headers);
    expect(mine.json().data.items).toHaveLength(ROUNDS);
  });
});
