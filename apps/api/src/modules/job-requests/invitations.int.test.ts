import { MyApplicationSchema, pageOf } from '@casting/contract';
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

const ApplicationsPage = pageOf(MyApplicationSchema);
const TITLE = 'Runway models for Riyadh Fashion Week';

async function invited() {
  const organization = await onboardedOrganization(t);
  const job = await postJob(t, organization.headers);
  const talent = await onboardedTalent(t);
  const response = await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
    individualId: talent.individualId,
  });
  expect(response.statusCode).toBe(201);
  const invitation = MyApplicationSchema.parse(response.json().data);
  return { organization, job, talent, invitation };
}

describe('inviting a talent to apply', () => {
  it('puts an invitation card with the job in their chat, and applying from it (with a cover letter) makes the application', async () => {
    const { organization, job, talent, invitation } = await invited();
    expect(invitation).toMatchObject({
      requestStatus: 'INVITED',
      job: { id: job.id, title: TITLE, jobStatus: 'OPEN' },
      organization: { id: organization.organizationId },
    });
    const messages = (await call(t, 'GET', `/chats/${invitation.chatId}/messages`, talent.headers)).json()
      .data.items;
    expect(messages[0]).toMatchObject({
      messageType: 'INVITATION',
      content: `You are invited to apply for "${TITLE}".`,
      notice: { kind: 'INVITED', jobTitle: TITLE },
      jobId: job.id,
      jobRequest: { id: invitation.id, requestStatus: 'INVITED', job: { id: job.id, title: TITLE } },
    });

    const noLetter = await call(t, 'POST', `/chats/${organization.organizationId}/messages`, talent.headers, {
      messageType: 'REQUEST',
      jobId: job.id,
      content: ' ',
    });
    expect(noLetter.statusCode).toBe(400);
    const applied = await apply(t, talent.headers, job, 'Happy to be invited.');
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({
      chatId: invitation.chatId,
      jobRequest: { id: invitation.id, requestStatus: 'PENDING' },
    });
    expect((await apply(t, talent.headers, job)).statusCode).toBe(409);

    const applicants = (await call(t, 'GET', `/jobs/${job.id}/job-requests`, organization.headers)).json()
      .data.items;
    expect(applicants).toMatchObject([
      { id: invitation.id, requestStatus: 'PENDING', coverLetter: 'Happy to be invited.' },
    ]);
  });

  it('makes one invitation per job and talent, even when sent twice at once, and none for a talent who applied', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const both = await Promise.all(
      [1, 2].map(() =>
        call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
          individualId: talent.individualId,
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const mine = ApplicationsPage.parse(
      (await call(t, 'GET', '/individuals/me/job-requests', talent.headers)).json().data,
    );
    expect(mine.items).toHaveLength(1);

    const applicant = await onboardedTalent(t);
    await apply(t, applicant.headers, job);
    const late = await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
      individualId: applicant.individualId,
    });
    expect(late.statusCode).toBe(409);
  });

  it('is for the job’s organization and its open jobs: 404 for another organization, 403 for talent, 409 on a closed job', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const body = { individualId: talent.individualId };
    const other = await onboardedOrganization(t);
    expect((await call(t, 'POST', `/jobs/${job.id}/invitations`, other.headers, body)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/jobs/${job.id}/invitations`, talent.headers, body)).statusCode).toBe(403);
    const unknown = { individualId: '00000000-0000-4000-8000-000000000000' };
    expect(
      (await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, unknown)).statusCode,
    ).toBe(404);
    await call(t, 'PATCH', `/jobs/${job.id}/close`, organization.headers);
    expect(
      (await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, body)).statusCode,
    ).toBe(409);
  });
});

describe('declining an invitation', () => {
  it('is the invited talent’s alone, once; they may still apply afterwards', async () => {
    const { job, talent, invitation } = await invited();
    const stranger = await onboardedTalent(t);
    expect(
      (await call(t, 'PATCH', `/job-requests/${invitation.id}/decline-invitation`, stranger.headers))
        .statusCode,
    ).toBe(404);
    const declined = await call(
      t,
      'PATCH',
      `/job-requests/${invitation.id}/decline-invitation`,
      talent.headers,
    );
    expect(declined.json().data).toEqual({ id: invitation.id, requestStatus: 'INVITATION_DECLINED' });
    expect(
      (await call(t, 'PATCH', `/job-requests/${invitation.id}/decline-invitation`, talent.headers))
        .statusCode,
    ).toBe(409);
    expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
  });
});

describe('My Applications', () => {
  it('lists the talent’s applications and invitations newest first, by state, with job and organization; for talent only', async () => {
    const { organization, talent, invitation } = await invited();
    t.clock.advance(1000);
    const otherOrganization = await onboardedOrganization(t);
    const otherJob = await postJob(t, otherOrganization.headers, { title: 'حملة عبايات Abaya campaign' });
    const applied = await apply(t, talent.headers, otherJob);
    const applicationId = applied.json().data.jobRequest.id;
    const list = async (query = '') =>
      ApplicationsPage.parse(
        (await call(t, 'GET', `/individuals/me/job-requests${query}`, talent.headers)).json().data,
      );
    expect((await list()).items.map((item) => [item.id, item.requestStatus])).toEqual([
      [applicationId, 'PENDING'],
      [invitation.id, 'INVITED'],
    ]);
    expect((await list('?filter[status]=INVITED')).items.map((item) => item.id)).toEqual([invitation.id]);
    expect((await list('?paginate[limit]=1')).meta).toEqual({ page: 1, limit: 1, hasMore: true });
    expect((await list('?paginate[limit]=1&paginate[page]=2')).items.map((item) => item.id)).toEqual([
      invitation.id,
    ]);
    expect((await list()).items[0]).toMatchObject({
      job: { id: otherJob.id, title: 'حملة عبايات Abaya campaign', jobStatus: 'OPEN' },
      organization: { id: otherOrganization.organizationId },
    });
    expect((await call(t, 'GET', '/individuals/me/job-requests', organization.headers)).statusCode).toBe(403);
    const someoneElse = await onboardedTalent(t);
    expect(
      (await call(t, 'GET', '/individuals/me/job-requests', someoneElse.headers)).json().data.items,
    ).toEqual([]);
  });
});
