import { describe, expect, it } from 'vitest';
import { keysetPageOfJoined, numberedPageOfJoined, pageOfJson } from './page';

const rows = (...numbers: number[]) =>
  numbers.map((n) => ({ item: `{"n":${String(n)}}`, cursor: `c${String(n)}` }));

describe('pageOfJson', () => {
  it('keeps the page, tells whether the extra row was there and gives the cursor of the last item', () => {
    expect(JSON.parse(pageOfJson(rows(1, 2, 3), { page: 2 }, 2).text)).toEqual({
      items: [{ n: 1 }, { n: 2 }],
      meta: { page: 2, limit: 2, hasMore: true, nextCursor: 'c2' },
    });
    expect(JSON.parse(pageOfJson(rows(1), { page: 1 }, 2).text)).toEqual({
      items: [{ n: 1 }],
      meta: { page: 1, limit: 2, hasMore: false, nextCursor: null },
    });
    expect(JSON.parse(pageOfJson([], { page: 3 }, 15).text)).toEqual({
      items: [],
      meta: { page: 3, limit: 15, hasMore: false, nextCursor: null },
    });
  });

  it('has no page number when it was read by cursor', () => {
    expect(JSON.parse(pageOfJson(rows(4, 5), { cursor: 'c3' }, 1).text)).toEqual({
      items: [{ n: 4 }],
      meta: { page: null, limit: 1, hasMore: true, nextCursor: 'c4' },
    });
  });
});

describe('numberedPageOfJoined', () => {
  const joined = (...items: object[]) => ({
    items: items.map((item) => JSON.stringify(item)).join(','),
    rowsRead: items.length,
  });
  const item = (n: number, note = '') => ({ talent: { n, note: `{"talent":${note}` }, n });

  it('leaves out the item past the page, even when people wrote the start of an item', () => {
    const read = joined(item(1), item(2, ',{"talent":'), item(3, ',{"talent":{'));
    expect(JSON.parse(numberedPageOfJoined(read, '{"talent":', 2, 2).text)).toEqual({
      items: [item(1), item(2, ',{"talent":')],
      meta: { page: 2, limit: 2, hasMore: true },
    });
    expect(JSON.parse(numberedPageOfJoined(read, '{"talent":', 1, 3).text)).toEqual({
      items: [item(1), item(2, ',{"talent":'), item(3, ',{"talent":{')],
      meta: { page: 1, limit: 3, hasMore: false },
    });
  });

  it('is empty when no row was read', () => {
    expect(JSON.parse(numberedPageOfJoined({ items: '', rowsRead: 0 }, '{"job":', 4, 15).text)).toEqual({
      items: [],
      meta: { page: 4, limit: 15, hasMore: false },
    });
  });
});

describe('keysetPageOfJoined', () => {
  const read = (rowsRead: number) => ({
    items: ['{"organization":{"id":"o"},"id":"a"}', '{"organization":{"id":"o"},"id":"b"}']
      .slice(0, rowsRead)
      .join(','),
    rowsRead,
    nextCursor: 'c1',
  });

  it('gives the cursor of the last row only when another page follows, and no page number after a cursor', () => {
    expect(JSON.parse(keysetPageOfJoined(read(2), '{"organization":', { page: 3 }, 1).text)).toEqual({
      items: [{ organization: { id: 'o' }, id: 'a' }],
      meta: { page: 3, limit: 1, hasMore: true, nextCursor: 'c1' },
    });
    expect(JSON.parse(keysetPageOfJoined(read(2), '{"organization":', { cursor: 'c0' }, 2).text)).toEqual({
      items: [
        { organization: { id: 'o' }, id: 'a' },
        { organization: { id: 'o' }, id: 'b' },
      ],
      meta: { page: null, limit: 2, hasMore: false, nextCursor: null },
    });
  });
});
