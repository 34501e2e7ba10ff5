import { JobCardSchema } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { postJob } from '../../../test/jobs';
import { onboardedOrganization } from '../../../test/onboarded';
import { organizationProfile } from '../../../test/profiles';
import { plansFor } from '../../../test/search-plans';
import { jobsPageOnPlan } from '../../../test/search-plans';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

describe('job cards', () => {
  it('are the cards of the job detail', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers, { salary: 1250.5 });
    const detail = (await get(`/jobs/${job.id}`, organization.headers)).json().data as Record<
      string,
      unknown
    >;
    const [card] = (await get('/jobs', organization.headers)).json().data.items as Record<string, unknown>[];
    expect(card).toBeDefined();
    const { organization: cardOrganization, ...cardFields } = JobCardSchema.parse(card);
    expect(detail).toMatchObject({ ...cardFields, organization: cardOrganization });
    expect(cardFields).toMatchObject({ salary: 1250.5, tags: ['runway'] });
    // No review yet: the apps say "New" (hidden-counts.int.test.ts follows the stars as reviews come and go).
    expect(cardOrganization).toMatchObject({ stars: 0, reviewCount: 0, verified: false });
    expect(Date.parse(cardFields.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("follow the organization's name and logo, and the job's status", async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const profile = { ...(await organizationProfile(t, organization.headers)), name: 'Najd Films' };
    const updated = await t.app.inject({
      method: 'PATCH',
      url: `${API}/organization/me`,
      headers: organization.headers,
      payload: profile,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `${API}/jobs/${job.id}/close`,
      headers: organization.headers,
    });
    const [card] = (await get('/jobs', organization.headers)).json().data.items as unknown[];
    expect(card).toMatchObject({
      id: job.id,
      jobStatus: 'CLOSED',
      organization: { id: organization.organizationId, name: 'Najd Films', logo: profile.logo },
    });
  });

  it('are the same through the ordered scan and the trigram index', async () => {
    const organization = await onboardedOrganization(t);
    const posted: { id: string; text: string; category: string }[] = [];
    const brief = 'three shows over two weeks with fittings.';
    // A long brief, matched only near its end.
    const longBrief = `${'A detailed brief. '.repeat(70)}Evening wedding gala.`;
    for (const [title, jobCategory, description] of [
      ['Wedding photographer', 'PHOTOGRAPHER', brief],
      ['Runway show', 'MODEL', brief],
      ['Long brief', 'PHOTOGRAPHER', longBrief],
      ['Studio wedding shoot', 'PHOTOGRAPHER', brief],
      ['50%_off campaign', 'MODEL', brief],
    ] as const) {
      const job = await postJob(t, organization.headers, { title, jobCategory, description });
      posted.unshift({ id: job.id, text: `${title} ${description} runway`, category: jobCategory });
      t.clock.advance(1000);
    }
    for (const searchKey of ['wedding', 'WEDDING', 'runway', 'a', '%_o', 'gala', 'zzz'])
      for (const jobCategory of [undefined, 'PHOTOGRAPHER'])
        for (const [limit, offset] of [
          [16, 0],
          [1, 1],
        ] as const) {
          const matching = posted
            .filter(
              (job) =>
                job.text.toLowerCase().includes(searchKey.toLowerCase()) &&
                (jobCategory === undefined || job.category === jobCategory),
            )
            .map((job) => job.id);
          for (const plan of plansFor(searchKey.toLowerCase())) {
            const what = `${JSON.stringify(plan)} ${searchKey} ${String(jobCategory)} ${String(limit)}+${String(offset)}`;
            const filter = { searchKey, jobCategory };
            const page = await jobsPageOnPlan(t, plan, filter, { page: offset / limit + 1 }, limit);
            expect(page.ids, what).toEqual(matching.slice(offset, offset + limit));
            // The page after it, read from its cursor, which it gives when another page follows.
            const rest = matching.slice(offset + limit, offset + 2 * limit);
            if (page.nextCursor === null) {
              expect(rest, `${what}: no cursor`).toEqual([]);
              continue;
            }
            const next = await jobsPageOnPlan(t, plan, filter, { cursor: page.nextCursor }, limit);
            expect(next.ids, `${what} by cursor`).toEqual(rest);
          }
        }
  });
});
