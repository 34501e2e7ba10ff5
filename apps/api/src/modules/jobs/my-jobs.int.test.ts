import { MyJobSchema, pageOf } from '@casting/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobRequests } from '../../db/schema/job-requests';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, chatTexts, jobWithApplicants } from '../../../test/hiring';
import { apply, jobBody, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const MyJobsPage = pageOf(MyJobSchema);

describe('My Jobs', () => {
  it('lists the organization’s own jobs, open first and newest first, with applications counted by state', async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 4);
    const [accepted, declined, finished] = talents;
    for (const [talent, action] of [
      [accepted, 'accept'],
      [declined, 'reject'],
      [finished, 'accept'],
      [finished, 'finish'],
    ] as const) {
      const response = await call(t, 'PATCH', `/jobs/${job.id}/${action}`, organization.headers, {
        requestId: talent?.requestId,
      });
      expect(response.statusCode).toBe(200);
    }
    const closedJob = await postJob(t, organization.headers, { title: 'An older closed job' });
    expect((await call(t, 'PATCH', `/jobs/${closedJob.id}/close`, organization.headers)).statusCode).toBe(
      200,
    );
    const newer = await postJob(t, organization.headers, { title: 'A newer open job', headcount: 3 });
    await postJob(t, (await onboardedOrganization(t)).headers, { title: 'Another organization’s job' });

    const page = MyJobsPage.parse(
      (await call(t, 'GET', '/organization/me/jobs', organization.headers)).json().data,
    );
    expect(page.items.map((item) => [item.id, item.jobStatus])).toEqual([
      [newer.id, 'OPEN'],
      [job.id, 'OPEN'],
      [closedJob.id, 'CLOSED'],
    ]);
    expect(page.items[0]?.headcount).toBe(3);
    expect(page.items[1]?.counts).toEqual({ pending: 1, accepted: 1, declined: 1, finished: 1 });

    // A request that goes (as with its job or its talent) is taken off its job's counts.
    const [pending] = talents.slice(3);
    await t.db.db.delete(jobRequests).where(eq(jobRequests.id, pending?.requestId ?? ''));
    const afterDelete = MyJobsPage.parse(
      (await call(t, 'GET', '/organization/me/jobs', organization.headers)).json().data,
    );
    expect(afterDelete.items[1]?.counts).toEqual({ pending: 0, accepted: 1, declined: 1, finished: 1 });

    const closed = MyJobsPage.parse(
      (await call(t, 'GET', '/organization/me/jobs?filter[status]=CLOSED', organization.headers)).json().data,
    );
    expect(closed.items.map((item) => item.id)).toEqual([closedJob.id]);
    const first = MyJobsPage.parse(
      (
        await call(t, 'GET', '/organization/me/jobs?paginate[page]=1&paginate[limit]=2', organization.headers)
      ).json().data,
    );
    expect(first.meta).toEqual({ page: 1, limit: 2, hasMore: true });
  });

  it('is for organizations, and refuses an unknown status', async () => {
    const talent = await onboardedTalent(t);
    expect((await call(t, 'GET', '/organization/me/jobs', talent.headers)).statusCode).toBe(403);
    const organization = await onboardedOrganization(t);
    expect(
      (await call(t, 'GET', '/organization/me/jobs?filter[status]=DONE', organization.headers)).statusCode,
    ).toBe(400);
  });
});

describe('headcount', () => {
  it('defaults to 1 and takes a whole number from 1 to 100', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    expect((await call(t, 'GET', `/jobs/${job.id}`, organization.headers)).json().data.headcount).toBe(1);
    for (const headcount of [0, 101, 2.5]) {
      const response = await call(t, 'POST', '/jobs', organization.headers, {
        ...(await jobBody(t, organization.headers)),
        headcount,
      });
      expect(response.statusCode, String(headcount)).toBe(400);
      expect(response.json().message).toContain('People needed must be a whole number from 1 to 100.');
    }
  });
});

describe('closing and reopening a job', () => {
  it('declines every pending application with a message in its chat; accepted ones stay, and declined stay declined on reopen', async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 3);
    const [kept, first, second] = talents;
    if (kept === undefined || first === undefined || second === undefined) throw new Error('no talents');
    await call(t, 'PATCH', `/jobs/${job.id}/accept`, organization.headers, { requestId: kept.requestId });

    const closed = await call(t, 'PATCH', `/jobs/${job.id}/close`, organization.headers);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.jobStatus).toBe('CLOSED');
    const message =
      'Thank you for applying for "Runway models for Riyadh Fashion Week". The position is no longer open, so we will not be moving forward with your application. We wish you the best and hope to work with you in the future.';
    for (const talent of [first, second]) {
      expect((await chatTexts(t, talent.headers, talent.chatId))[0]).toBe(message);
      const mine = (await call(t, 'GET', '/individuals/me/job-requests', talent.headers)).json().data.items;
      expect(mine[0]).toMatchObject({
        id: talent.requestId,
        requestStatus: 'REJECTED',
        job: { jobStatus: 'CLOSED' },
      });
    }
    expect(await chatTexts(t, kept.headers, kept.chatId)).not.toContain(message);
    expect((await call(t, 'PATCH', `/jobs/${job.id}/close`, organization.headers)).statusCode).toBe(409);

    const late = await onboardedTalent(t);
    expect((await apply(t, late.headers, job)).statusCode).toBe(409);

    const counts = MyJobsPage.parse(
      (await call(t, 'GET', '/organization/me/jobs', organization.headers)).json().data,
    ).items[0]?.counts;
    expect(counts).toEqual({ pending: 0, accepted: 1, declined: 2, finished: 0 });

    const reopened = await call(t, 'PATCH', `/jobs/${job.id}/reopen`, organization.headers);
    expect(reopened.json().data.jobStatus).toBe('OPEN');
    expect((await call(t, 'PATCH', `/jobs/${job.id}/reopen`, organization.headers)).statusCode).toBe(409);
    const applicants = (await call(t, 'GET', `/jobs/${job.id}/job-requests`, organization.headers)).json()
      .data.items;
    expect(applicants.map((item: { requestStatus: string }) => item.requestStatus).sort()).toEqual([
      'APPROVED',
      'REJECTED',
      'REJECTED',
    ]);
    expect((await apply(t, late.headers, job)).statusCode).toBe(201);
  });

  it('answers 404 to another organization, which cannot close or reopen the job', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const other = await onboardedOrganization(t);
    expect((await call(t, 'PATCH', `/jobs/${job.id}/close`, other.headers)).statusCode).toBe(404);
    await call(t, 'PATCH', `/jobs/${job.id}/close`, organization.headers);
    expect((await call(t, 'PATCH', `/jobs/${job.id}/reopen`, other.headers)).statusCode).toBe(404);
  });
});
