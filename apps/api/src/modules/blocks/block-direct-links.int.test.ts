import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, jobWithApplicants } from '../../../test/hiring';
import { onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

/** The status each address answers the caller, by address. */
async function statuses(headers: Headers, urls: readonly string[]): Promise<Record<string, number>> {
  const answers = await Promise.all(urls.map((url) => call(t, 'GET', url, headers)));
  return Object.fromEntries(urls.map((url, index) => [url, answers[index]?.statusCode ?? 0]));
}

function all(urls: readonly string[], status: number): Record<string, number> {
  return Object.fromEntries(urls.map((url) => [url, status]));
}

describe('a direct link between blocked accounts', () => {
  it("finds nothing of the blocker for the account it blocked, which keeps the job it applied to; the blocker still sees the other's pages", async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 1);
    const [applicant] = talents;
    if (applicant === undefined) throw new Error('no applicant');
    const stranger = await onboardedTalent(t, 'MODEL', { firstName: 'Reem' });
    const bystander = await onboardedTalent(t, 'MODEL', { firstName: 'Dana' });
    const organizationPages = [
      `/organizations/${organization.organizationId}`,
      `/organizations/${organization.organizationId}/reviews`,
    ];
    const jobPage = `/jobs/${job.id}`;
    for (const talent of [stranger, applicant])
      expect((await call(t, 'PUT', `/blocks/${talent.userId}`, organization.headers)).statusCode).toBe(200);

    expect(await statuses(stranger.headers, [...organizationPages, jobPage])).toEqual(
      all([...organizationPages, jobPage], 404),
    );
    const unknown = await call(t, 'GET', `/jobs/${crypto.randomUUID()}`, stranger.headers);
    const refused = await call(t, 'GET', jobPage, stranger.headers);
    expect(refused.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
    // What she applied to stays readable, as the chat about it does.
    expect(await statuses(applicant.headers, [...organizationPages, jobPage])).toEqual({
      ...all(organizationPages, 404),
      [jobPage]: 200,
    });
    expect(await statuses(bystander.headers, [...organizationPages, jobPage])).toEqual(
      all([...organizationPages, jobPage], 200),
    );
    expect(await statuses(organization.headers, [`/individuals/${stranger.individualId}`])).toEqual({
      [`/individuals/${stranger.individualId}`]: 200,
    });

    expect((await call(t, 'DELETE', `/blocks/${stranger.userId}`, organization.headers)).statusCode).toBe(
      200,
    );
    expect(await statuses(stranger.headers, [...organizationPages, jobPage])).toEqual(
      all([...organizationPages, jobPage], 200),
    );
  });

  it('finds nothing of the talent who blocked an organization for it, which she still sees with its jobs', async () => {
    const { organization, job } = await jobWithApplicants(t, 0);
    const talent = await onboardedTalent(t, 'MODEL', { firstName: 'Lama' });
    const talentPages = [
      `/individuals/${talent.individualId}`,
      `/individuals/${talent.individualId}/stars`,
      `/individuals/${talent.individualId}/reviews`,
    ];
    expect((await call(t, 'PUT', `/blocks/${organization.organizationId}`, talent.headers)).statusCode).toBe(
      200,
    );

    expect(await statuses(organization.headers, talentPages)).toEqual(all(talentPages, 404));
    const seen = [`/organizations/${organization.organizationId}`, `/jobs/${job.id}`];
    expect(await statuses(talent.headers, seen)).toEqual(all(seen, 200));
  });
});
