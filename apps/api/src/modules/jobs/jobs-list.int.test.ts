import { JobListItemSchema } from '@casting/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
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
      const { ids } = await jobsPageOnPlan(
        t,
        plan,
        { searchKey: 'runway', jobCategory: 'MODEL' },
        { page: 1 },
        16,
      );
      expect(ids, JSON.stringify(plan)).toEqual(expected);
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
    // A numbered page past the first reads its keys from the index alone: the same order, and
    // its cursor goes on from there.
    const numbered = async (query: string, number: number) =>
      (await get(`/jobs?${query}paginate[limit]=1&paginate[page]=${String(number)}`, talent.headers)).json()
        .data as { items: { id: string }[]; meta: { nextCursor: string | null } };
    for (const query of ['', 'filter[jobCategory]=MODEL&']) {
      const pages = await Promise.all([1, 2, 3, 4].map((number) => numbered(query, number)));
      expect(
        pages.flatMap((page) => page.items.map((job) => job.id)),
        query,
      ).toEqual(expected);
    }
    const second = await numbered('', 2);
    const afterSecond = await get(
      `/jobs?paginate[limit]=1&paginate[cursor]=${encodeURIComponent(second.meta.nextCursor ?? '')}`,
      talent.headers,
    );
    expect(afterSecond.json().data.items.map((job: { id: string }) => job.id)).toEqual([four]);
  });

  it('orders open jobs first from an index, without sorting', async () => {
    const plan = (where: string, { columns = 'card', offset = 0 } = {}) =>
      t.db.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const result: unknown = await tx.execute(
          sql.raw(
            `explain select ${columns} from jobs ${where} order by (job_status = 'OPEN') desc, created_at desc, id desc limit 15 offset ${String(offset)}`,
          ),
        );
        const { rows } = result as { rows: Record<string, string>[] };
        return rows.map((row) => Object.values(row).join('')).join('\n');
      });
    const all = await plan('');
    expect(all).toContain('Index Scan Backward using jobs_open_created_idx');
    expect(all).not.toContain('Sort');
    const deep = await plan('', { columns: `id, created_at, (job_status = 'OPEN')`, offset: 135 });
    expect(deep).toContain('Index Only Scan Backward using jobs_open_created_idx');
    const byCategory = await plan(`where job_category = 'MODEL'`);
    expect(byCategory).toContain('Index Scan Backward using jobs_category_open_created_idx');
    expect(byCategory).not.toContain('Sort');
  });

  it('pages within bounds: a limit above 50 or below 1 is refused', async () => {
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
    expect((await get('/jobs?paginate[limit]=1000', organization.headers)).statusCode).toBe(400);
    for (const query of ['paginate[limit]=0', 'paginate[page]=-1']) {
      const refused = await get(`/jobs?${query}`, organization.headers);
      expect(refused.statusCode, query).toBe(400);
    }
  });
});
