import { IndividualCardSchema, MAX_NUMBERED_PAGE } from '@casting/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { individuals } from '../../db/schema/individuals';

let t: TestApp;
let headers: Record<string, string>;

beforeEach(async () => {
  t = await buildTestApp();
  headers = (await onboardedOrganization(t)).headers;
});

afterEach(async () => {
  await t.close();
});

const list = (query: string) => t.app.inject({ method: 'GET', url: `${API}/individuals?${query}`, headers });

interface Page {
  items: unknown[];
  meta: { page: number | null; hasMore: boolean; nextCursor: string | null };
}

async function pageOf(query: string): Promise<Page> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Page }>().data;
}

const namesOf = (page: Page) => page.items.map((card) => IndividualCardSchema.parse(card).fullName);

describe('talent pages by cursor', () => {
  it('return every row once, newest first, while talent joins between the pages', async () => {
    const names = ['Aisha', 'Badr', 'Dana', 'Fahad', 'Huda', 'Khalid', 'Mona'];
    for (const firstName of names) await onboardedTalent(t, 'EDITOR', { firstName, lastName: 'Test' });
    // Four rows share one creation time: their ids order them.
    await t.db.db
      .update(individuals)
      .set({ createdAt: sql`(select min(created_at) from individuals where role = 'EDITOR')` })
      .where(inArray(individuals.firstName, ['Dana', 'Fahad', 'Huda']));
    const expected = (
      await t.db.db
        .select({ firstName: individuals.firstName })
        .from(individuals)
        .where(eq(individuals.role, 'EDITOR'))
        .orderBy(desc(individuals.createdAt), desc(individuals.id))
    ).map((row) => `${row.firstName} Test`);
    expect(expected).toHaveLength(names.length);

    const seen: string[] = [];
    let page = await pageOf('filter[individualCategory]=EDITOR&paginate[limit]=2');
    expect(page.meta.page).toBe(1);
    seen.push(...namesOf(page));
    let joined = 0;
    while (page.meta.nextCursor !== null) {
      const cursor = encodeURIComponent(page.meta.nextCursor);
      // Someone joins while the next page is read; newer rows come before the cursor.
      [page] = await Promise.all([
        pageOf(`filter[individualCategory]=EDITOR&paginate[limit]=2&paginate[cursor]=${cursor}`),
        onboardedTalent(t, 'EDITOR', { firstName: `Joiner${'x'.repeat(joined)}`, lastName: 'Test' }),
      ]);
      joined += 1;
      expect(page.meta.page).toBeNull();
      seen.push(...namesOf(page));
    }
    expect(seen).toEqual(expected);
    expect(page.meta.hasMore).toBe(false);
    // Those who joined meanwhile are on a fresh first page.
    expect(namesOf(await pageOf('filter[individualCategory]=EDITOR&paginate[limit]=1'))).toEqual([
      `Joiner${'x'.repeat(joined - 1)} Test`,
    ]);
  });

  it('keep to the filters and the search', async () => {
    for (const [firstName, role] of [
      ['Salma', 'MODEL'],
      ['Saad', 'EDITOR'],
      ['Sami', 'MODEL'],
      ['Reem', 'MODEL'],
    ] as const)
      await onboardedTalent(t, role, { firstName, lastName: 'Test' });
    const first = await pageOf('filter[individualCategory]=MODEL&filter[searchKey]=sa&paginate[limit]=1');
    expect(namesOf(first)).toEqual(['Sami Test']);
    const cursor = encodeURIComponent(first.meta.nextCursor ?? '');
    const rest = await pageOf(
      `filter[individualCategory]=MODEL&filter[searchKey]=sa&paginate[limit]=5&paginate[cursor]=${cursor}`,
    );
    expect(namesOf(rest)).toEqual(['Salma Test']);
    expect(rest.meta).toMatchObject({ hasMore: false, nextCursor: null });
  });
});

describe('numbered talent pages', () => {
  it(`go up to page ${String(MAX_NUMBERED_PAGE)}; deeper pages, bad cursors and both at once are a 400`, async () => {
    expect((await list(`paginate[page]=${String(MAX_NUMBERED_PAGE)}`)).statusCode).toBe(200);
    const deep = await list(`paginate[page]=${String(MAX_NUMBERED_PAGE + 1)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toEqual([
      "paginate[page] goes up to 10; read further pages with paginate[cursor] set to the previous page's meta.nextCursor.",
    ]);
    const cursor = '2026-11-25T10:00:00.123456Z_0b5e2b4e-2f7d-4c38-9a53-0d4a8e2f9a11';
    expect((await list(`paginate[cursor]=${cursor}`)).statusCode).toBe(200);
    for (const query of ['paginate[cursor]=2', `paginate[cursor]=${cursor}x`, 'paginate[page]=0']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    const both = await list(`paginate[page]=2&paginate[cursor]=${cursor}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toEqual(['Give paginate[page] or paginate[cursor], not both.']);
  });
});
