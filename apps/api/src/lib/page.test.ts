import { describe, expect, it } from 'vitest';
import { pageOfJson } from './page';

describe('pageOfJson', () => {
  it('keeps the page and tells whether the extra row was there', () => {
    expect(JSON.parse(pageOfJson(['{"n":1}', '{"n":2}', '{"n":3}'], 2, 2).text)).toEqual({
      items: [{ n: 1 }, { n: 2 }],
      meta: { page: 2, limit: 2, hasMore: true },
    });
    expect(JSON.parse(pageOfJson(['{"n":1}'], 1, 2).text)).toEqual({
      items: [{ n: 1 }],
      meta: { page: 1, limit: 2, hasMore: false },
    });
    expect(JSON.parse(pageOfJson([], 3, 15).text)).toEqual({
      items: [],
      meta: { page: 3, limit: 15, hasMore: false },
    });
  });
});
