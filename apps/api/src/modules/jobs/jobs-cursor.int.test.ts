import { JobCardSchema, MAX_NUMBERED_PAGE } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { postJob } from '../../../test/jobs';
import { onboardedOrganization } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

interface Page {
  items: unknown[];
  meta: { page: number | null; hasMore: boolean; nextCursor: string | null };
}

describe('job pages by cursor', () => {
  it('return every job once, newest first, while jobs are posted between the pages', async () => {
    const { headers } = await onboardedOrganization(t);
    const posted: string[] = [];
    for (let i = 0; i < 5; i += 1)
      posted.unshift((await postJob(t, headers, { title: `Casting call ${String(i)}` })).id);
    const pageOf = async (query: string): Promise<Page> => {
      const response = await t.app.inject({ method: 'GET', url: `${API}/jobs?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Page }>().data;
    };
    const idsOf = (page: Page) => page.items.map((card) => JobCardSchema.parse(card).id);

    let page = await pageOf('filter[jobCategory]=MODEL&paginate[limit]=2');
    const seen = idsOf(page);
    while (page.meta.nextCursor !== null) {
      const cursor = encodeURIComponent(page.meta.nextCursor);
      [page] = await Promise.all([
        pageOf(`filter[jobCategory]=MODEL&paginate[limit]=2&paginate[cursor]=${cursor}`),
        postJob(t, headers, { title: 'Posted meanwhile' }),
      ]);
      expect(page.meta.page).toBeNull();
      seen.push(...idsOf(page));
    }
    expect(seen).toEqual(posted);
  });

  it(`numbers pages up to ${String(MAX_NUMBERED_PAGE)} only`, async () => {
    const { headers } = await onboardedOrganization(t);
    const get = (query: string) => t.app.inject({ method: 'GET', url: `${API}/jobs?${query}`, headers });
    expect((await get(`paginate[page]=${String(MAX_NUMBERED_PAGE)}`)).statusCode).toBe(200);
    const deep = await get(`paginate[page]=${String(MAX_NUMBERED_PAGE + 1)}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toEqual([
      "paginate[page] goes up to 10; read further pages with paginate[cursor] set to the previous page's meta.nextCursor.",
    ]);
  });
});
