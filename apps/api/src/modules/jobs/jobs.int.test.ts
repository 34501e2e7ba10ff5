import { JobCardSchema, JobListItemSchema } from '@casting/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, createTag, jobBody, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { organizationProfile } from '../../../test/profiles';
import { plansFor } from '../../../test/search-plans';
import { createJobsList } from './jobs.repo';

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

describe('tags', () => {
  it('trims, keeps one tag per title in any case, and finds tags by prefix', async () => {
    const organization = await onboardedOrganization(t);
    const first = await createTag(t, organization.headers, '  Bridal ');
    expect(await createTag(t, organization.headers, 'BRIDAL')).toBe(first);
    await createTag(t, organization.headers, 'brand');
    const found = (await get('/tags?searchKey=BR', organization.headers)).json().data as { title: string }[];
    expect(found.map((tag) => tag.title)).toEqual(['brand', 'Bridal']);
    expect((await get('/tags?searchKey=%25', organization.headers)).json().data).toEqual([]);
  });

  it('refuses tags made of digits or of the wrong length', async () => {
    const organization = await onboardedOrganization(t);
    for (const [title, message] of [
      ['2024', 'Tag must include characters'],
      ['a', 'Tag must be between 2 and 15 characters.'],
      ['a'.repeat(16), 'Tag must be between 2 and 15 characters.'],
      ['<i>x</i>', "Tag may hold letters, digits, spaces and & - ' . only."],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/tags`,
        headers: organization.headers,
        payload: { title },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe('creating tags', () => {
  it('is for organizations only, in any script', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/tags`,
      headers: talent.headers,
      payload: { title: 'runway' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await createTag(t, organization.headers, 'عبايات')).toEqual(expect.any(String));
  });
});

describe('listing jobs', () => {
  it('filters by category and searches title, description and tags, newest first', async () => {
    const organization = await onboardedOrganization(t);
    const a = await postJob(t, organization.headers, {
      title: 'Wedding photographer',
      jobCategory: 'PHOTOGRAPHER',
    });
    t.clock.advance(1000);
    const b = await postJob(t, organization.headers, {
      title: 'Runway show',
      description: 'Needs 50%_off\\banner models',
    });
    const talent = await onboardedTalent(t);
    const cards = (await get('/jobs', talent.headers)).json().data.items as unknown[];
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(JobListItemSchema.parse(card)).toEqual(card);
    const ids = async (query: string) =>
      ((await get(`/jobs?${query}`, talent.headers)).json().data.items as { id: string }[]).map(
        (job) => job.id,
      );
    expect(await ids('filter[jobCategory]=PHOTOGRAPHER')).toEqual([a.id]);
    expect(await ids('filter[searchKey]=WEDDING')).toEqual([a.id]);
    expect(await ids('filter[searchKey]=BANNER')).toEqual([b.id]);
    expect(await ids('filter[searchKey]=runway')).toEqual([b.id, a.id]);
    expect(await ids(`filter[searchKey]=${encodeURIComponent('50%_off\\b')}`)).toEqual([b.id]);
    expect(await ids(`filter[searchKey]=${encodeURIComponent('5_%')}`)).toEqual([]);
    expect(await ids('')).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('lists open jobs before closed ones, each newest first, on every search path', async () => {
    const organization = await onboardedOrganization(t);
    const posted: string[] = [];
    for (const title of ['Runway one', 'Runway two', 'Runway three', 'Runway four']) {
      posted.push((await postJob(t, organization.headers, { title, jobCategory: 'MODEL' })).id);
      t.clock.advance(1000);
    }
    const [one, two, three, four] = posted as [string, string, string, string];
    for (const id of [one, four]) {
      const closed = await t.app.inject({
        method: 'PATCH',
        url: `${API}/jobs/${id}/close`,
        headers: organization.headers,
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }
    const expected = [three, two, four, one];
    const talent = await onboardedTalent(t);
    for (const query of ['', 'filter[jobCategory]=MODEL', 'filter[searchKey]=runway']) {
      const items = (await get(`/jobs?${query}`, talent.headers)).json().data.items as { id: string }[];
      expect(
        items.map((job) => job.id).filter((id) => posted.includes(id)),
        query,
      ).toEqual(expected);
    }
    for (const plan of plansFor('runway')) {
      const list = createJobsList(t.db.db, () => Promise.resolve(plan));
      const rows = await list({ searchKey: 'runway', jobCategory: 'MODEL' }, { page: 1 }, 16, 16);
      expect(
        rows.map((row) => JobCardSchema.parse(JSON.parse(row.card)).id),
        JSON.stringify(plan),
      ).toEqual(expected);
    }
    // Page by page through the cursors, one job a page, the order holds across the open/closed edge.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor === null ? '' : `&paginate[cursor]=${encodeURIComponent(cursor)}`;
      const page = (
        await get(`/jobs?filter[searchKey]=runway&paginate[limit]=1${after}`, talent.headers)
      ).json().data as { items: { id: string }[]; meta: { nextCursor: string | null } };
      paged.push(...page.items.map((job) => job.id));
      cursor = page.meta.nextCursor;
    } while (cursor !== null);
    expect(paged.filter((id) => posted.includes(id))).toEqual(expected);
  });

  it('orders open jobs first from an index, without sorting', async () => {
    const plan = (where: string) =>
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const result: unknown = await tx.execute(
          sql.raw(
            `explain select card from jobs ${where} order by (job_status = 'OPEN') desc, created_at desc, id desc limit 15`,
          ),
        );
        const { rows } = result as { rows: Record<string, string>[] };
        return rows.map((row) => Object.values(row).join('')).join('\n');
      });
    const all = await plan('');
    expect(all).toContain('Index Scan Backward using jobs_open_created_idx');
    expect(all).not.toContain('Sort');
    const byCategory = await plan(`where job_category = 'MODEL'`);
    expect(byCategory).toContain('Index Scan Backward using jobs_category_open_created_idx');
    expect(byCategory).not.toContain('Sort');
  });

  it('pages within bounds: a limit above 50 is served as 50, a value below 1 is refused', async () => {
    const organization = await onboardedOrganization(t);
    for (let i = 0; i < 3; i += 1)
      await postJob(t, organization.headers, { title: `Job number one${'!'.repeat(i)}` });
    const page = async (query: string) => (await get(`/jobs?${query}`, organization.headers)).json().data;
    const first = await page('paginate[limit]=2&paginate[page]=1');
    expect(first.items).toHaveLength(2);
    expect(first.meta).toEqual({
      page: 1,
      limit: 2,
      hasMore: true,
      nextCursor: expect.any(String) as string,
    });
    const second = await page('paginate[limit]=2&paginate[page]=2');
    expect(second.items).toHaveLength(1);
    expect(second.meta).toEqual({ page: 2, limit: 2, hasMore: false, nextCursor: null });
    expect((await page('paginate[limit]=3')).meta.hasMore).toBe(false);
    expect((await page('paginate[limit]=1000')).meta.limit).toBe(50);
    for (const query of ['paginate[limit]=0', 'paginate[page]=-1']) {
      const refused = await get(`/jobs?${query}`, organization.headers);
      expect(refused.statusCode, query).toBe(400);
    }
  });
});

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
    for (const [title, jobCategory] of [
      ['Wedding photographer', 'PHOTOGRAPHER'],
      ['Runway show', 'MODEL'],
      ['Studio wedding shoot', 'PHOTOGRAPHER'],
      ['50%_off campaign', 'MODEL'],
    ] as const) {
      const job = await postJob(t, organization.headers, { title, jobCategory });
      posted.unshift({
        id: job.id,
        text: `${title} three shows over two weeks with fittings. runway`,
        category: jobCategory,
      });
      t.clock.advance(1000);
    }
    for (const searchKey of ['wedding', 'WEDDING', 'runway', 'a', '%_o', 'zzz'])
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
            const list = createJobsList(t.db.db, () => Promise.resolve(plan));
            const what = `${JSON.stringify(plan)} ${searchKey} ${String(jobCategory)} ${String(limit)}+${String(offset)}`;
            const rows = await list({ searchKey, jobCategory }, { page: offset / limit + 1 }, limit, limit);
            expect(
              rows.map((row) => JobCardSchema.parse(JSON.parse(row.card)).id),
              what,
            ).toEqual(matching.slice(offset, offset + limit));
            const last = rows.at(-1);
            if (last === undefined) continue;
            // The page after it, read from its last row's cursor.
            const next = await list({ searchKey, jobCategory }, { cursor: last.cursor }, limit, limit);
            expect(
              next.map((row) => JobCardSchema.parse(JSON.parse(row.card)).id),
              `${what} by cursor`,
            ).toEqual(matching.slice(offset + limit, offset + 2 * limit));
          }
        }
  });
});

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
