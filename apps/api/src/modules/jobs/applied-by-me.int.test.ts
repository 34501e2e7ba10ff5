import { JobDetailSchema, JobListItemSchema, keysetPageOf } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const JobsPage = keysetPageOf(JobListItemSchema);

/** What the caller reads as appliedByMe for the job, on its card in Explore and on its page. */
async function appliedByMe(headers: Record<string, string>, jobId: string) {
  const list = JobsPage.parse((await call(t, 'GET', '/jobs', headers)).json().data);
  const detail = JobDetailSchema.parse((await call(t, 'GET', `/jobs/${jobId}`, headers)).json().data);
  return { card: list.items.find((item) => item.id === jobId)?.appliedByMe, page: detail.appliedByMe };
}

describe('a job the caller has applied for', () => {
  it('reads appliedByMe on its card and its page for that talent only', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const other = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const someoneElse = await onboardedTalent(t);

    expect(await appliedByMe(talent.headers, job.id)).toEqual({ card: false, page: false });
    expect((await apply(t, talent.headers, job)).statusCode).toBe(201);

    expect(await appliedByMe(talent.headers, job.id)).toEqual({ card: true, page: true });
    expect(await appliedByMe(talent.headers, other.id)).toEqual({ card: false, page: false });
    expect(await appliedByMe(someoneElse.headers, job.id)).toEqual({ card: false, page: false });
    expect(await appliedByMe(organization.headers, job.id)).toEqual({ card: false, page: false });
  });

  it('stays applied once the application is declined by closing the job', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
    expect((await call(t, 'PATCH', `/jobs/${job.id}/close`, organization.headers)).statusCode).toBe(200);
    expect(await appliedByMe(talent.headers, job.id)).toEqual({ card: true, page: true });
  });

  it('is not an invitation: an invited talent has not applied until they apply', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const invited = await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
      individualId: talent.individualId,
    });
    expect(invited.statusCode).toBe(201);
    expect(await appliedByMe(talent.headers, job.id)).toEqual({ card: false, page: false });

    expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
    expect(await appliedByMe(talent.headers, job.id)).toEqual({ card: true, page: true });
  });
});
