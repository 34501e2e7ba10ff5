import { describe, expect, it } from 'vitest';
import { pageLimitParam } from './pagination';
import { queryOf } from './query';

describe('paginate[limit]', () => {
  const query = queryOf({ 'paginate[limit]': pageLimitParam(20) });

  it('takes 1 to 50, and the list’s own size when left out', () => {
    expect(query.parse({ 'paginate[limit]': '50' })).toEqual({ 'paginate[limit]': 50 });
    expect(query.parse({ 'paginate[limit]': '1' })).toEqual({ 'paginate[limit]': 1 });
    expect(query.parse({})).toEqual({ 'paginate[limit]': 20 });
  });

  it('refuses more than the largest page, saying how far it goes, as it refuses less than one', () => {
    for (const limit of ['51', '1000', '0', 'two'])
      expect(
        query.safeParse({ 'paginate[limit]': limit }).error?.issues.map((issue) => issue.message),
      ).toEqual(['paginate[limit] must be a whole number from 1 to 50.']);
  });
});
