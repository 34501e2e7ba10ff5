import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

describe('applying', () => {
  it('creates the pending request and the REQUEST message in a new chat', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t, 'MODEL');
    const response = await apply(t, talent.headers, job);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      messageType: 'REQUEST',
      content: 'I would love to walk in your show.',
      jobRequest: { requestStatus: 'PENDING', job: { id: job.id } },
    });
    expect((await get(`/jobs/${job.id}/job-requests/count`, talent.headers)).json().data).toEqual({
      count: 1,
    });
  });

  it('refuses a second application with NOT_ALLOWED and the spec message', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
    const again = await apply(t, talent.headers, job);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'NOT_ALLOWED',
      message: 'You have already applied for this job.',
    });
  });

  it('makes exactly one request from a burst of parallel applications', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(t, talent.headers, job)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect((await get(`/jobs/${job.id}/job-requests/count`, talent.headers)).json().data).toEqual({
      count: 1,
    });
  });

  it('takes applications only from talent, for open jobs of the named organization, with a cover letter', async () => {
    const organization = await onboardedOrganization(t);
    const other = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    expect((await apply(t, organization.headers, job)).statusCode).toBe(403);
    expect(
      (await apply(t, talent.headers, { id: job.id, organization: { id: other.organizationId } })).statusCode,
    ).toBe(400);
    const blank = await apply(t, talent.headers, job, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Cover letter is required');
    await t.app.inject({
      method: 'PATCH',
      url: `${API}/jobs/${job.id}/close`,
      headers: organization.headers,
    });
    expect((await apply(t, talent.headers, job)).statusCode).toBe(409);
  });
});
