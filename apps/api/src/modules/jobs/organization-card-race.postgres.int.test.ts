import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { jobBody } from '../../../test/jobs';
import { onboardedOrganization } from '../../../test/onboarded';
import { organizationProfile } from '../../../test/profiles';

const ROUNDS = 4;

let t: TestApp;

beforeEach(async () => {
  // One organization posts 800 jobs here, far beyond its daily limit.
  t = await buildTestApp({ env: { ACCOUNT_JOB_POSTS_PER_DAY: '1000' } });
});

afterEach(async () => {
  await t.close();
});

describe("a job's organization card", () => {
  it(`is built from committed data: 50 renames against 200 job posts, ${String(ROUNDS)} times, leave no stale card`, async ({
    annotate,
  }) => {
    const organization = await onboardedOrganization(t);
    const profile = await organizationProfile(t, organization.headers);
    const body = await jobBody(t, organization.headers);
    const renames = Array.from(
      { length: 50 },
      (_, index) => () =>
        t.app.inject({
          method: 'PATCH',
          url: `${API}/organization/me`,
          headers: organization.headers,
          payload: { ...profile, name: `Najd Studio ${String(index + 1)}` },
        }),
    );
    const posts = Array.from(
      { length: 200 },
      () => () =>
        t.app.inject({ method: 'POST', url: `${API}/jobs`, headers: organization.headers, payload: body }),
    );
    // Renames spread through the posts, all in flight together.
    const work = posts.flatMap((post, index) => {
      const rename = index % 4 === 0 ? renames[index / 4] : undefined;
      return rename === undefined ? [post] : [post, rename];
    });
    // The race is narrow: a few rounds make a regression show on (nearly) every run. A burst this
    // size can outrun the pool on a slow machine: 503s are shed load, not stale cards.
    let created = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const statuses = (await Promise.all(work.map((start) => start()))).map(
        (response) => response.statusCode,
      );
      expect(statuses.filter((status) => status !== 200 && status !== 201 && status !== 503)).toEqual([]);
      created += statuses.filter((status) => status === 201).length;
    }
    expect(created).toBeGreaterThan(100);

    const counts = await t.db.db
      .select({
        jobs: sql<number>`count(*)::int`,
        stale: sql<number>`(count(*) filter (where ${jobs.organizationCard} <> ${organizations.card}))::int`,
      })
      .from(jobs)
      .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
      .where(eq(organizations.id, organization.organizationId));
    expect(counts).toEqual([{ jobs: created, stale: 0 }]);
    await annotate(`${String(counts[0]?.stale)} stale of ${String(counts[0]?.jobs)} job cards`, 'measured');

    const listed = await t.app.inject({
      method: 'GET',
      url: `${API}/jobs?paginate[limit]=50`,
      headers: organization.headers,
    });
    const current = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me`,
      headers: organization.headers,
    });
    const name = (current.json().data as { organization?: { name: string } }).organization?.name;
    const names = new Set(
      (listed.json().data.items as { organization: { name: string } }[]).map((job) => job.organization.name),
    );
    expect([...names]).toEqual([name]);
  });
});
