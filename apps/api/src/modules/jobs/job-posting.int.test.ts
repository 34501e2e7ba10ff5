import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { jobBody, postJob } from '../../../test/jobs';
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

describe('posting a job', () => {
  it('creates an OPEN job of the calling organization', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const detail = (await get(`/jobs/${job.id}`, organization.headers)).json().data;
    expect(detail).toMatchObject({
      jobStatus: 'OPEN',
      salary: 450,
      tags: ['runway'],
      organization: { id: organization.organizationId, name: 'Najd Studio', email: organization.email },
      jobDuration: { minimum: 1, minimumPrefix: 'WEEK', maximum: 2, maximumPrefix: 'MONTH' },
    });
  });

  it('is for organizations only', async () => {
    const talent = await onboardedTalent(t);
    const organization = await onboardedOrganization(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/jobs`,
      headers: talent.headers,
      payload: await jobBody(t, organization.headers),
    });
    expect(response.statusCode).toBe(403);
  });

  it('enforces the post-job rules with the spec messages', async () => {
    const organization = await onboardedOrganization(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '12345' }, 'Please include charachters in title field'],
      [{ description: '2024' }, 'Please include charachters in description field'],
      [
        { requiredExperience: { minimum: 6, maximum: 2 } },
        'Minimum experience should be less than maximum experience',
      ],
      [
        { jobDuration: { minimum: 2, minimumPrefix: 'MONTH', maximum: 5, maximumPrefix: 'WEEK' } },
        'Invalid duration range. Please check your minimum and maximum durations.',
      ],
      [{ salary: 0 }, 'Salary must be greater than 0.'],
      [{ tags: [] }, 'Please add at least one tag.'],
      [{ requirements: [{ id: 1, content: 'Only one' }] }, 'Please fill in all 4 requirements.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/jobs`,
        headers: organization.headers,
        payload: await jobBody(t, organization.headers, overrides),
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('compares durations in days: 4 weeks fits under 1 month', async () => {
    const organization = await onboardedOrganization(t);
    await postJob(t, organization.headers, {
      jobDuration: { minimum: 4, minimumPrefix: 'WEEK', maximum: 1, maximumPrefix: 'MONTH' },
    });
  });

  it('refuses tags that do not exist', async () => {
    const organization = await onboardedOrganization(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/jobs`,
      headers: organization.headers,
      payload: await jobBody(t, organization.headers, { tags: [crypto.randomUUID()] }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets the organization close its own job, and only its own', async () => {
    const organization = await onboardedOrganization(t);
    const other = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const close = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `${API}/jobs/${job.id}/close`, headers });
    expect((await close(other.headers)).statusCode).toBe(404);
    const closed = await close(organization.headers);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.jobStatus).toBe('CLOSED');
    expect((await close(organization.headers)).statusCode).toBe(409);
  });
});
