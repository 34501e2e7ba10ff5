import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
