import { describe, expect, it } from 'vitest';
import { applicationsSearch, readApplicationsParams } from './applications-params';

describe('My Applications URL parameters', () => {
  it('read a known state and a page, and write them back', () => {
    const params = readApplicationsParams(new URLSearchParams('status=REJECTED&page=3'));
    expect(params).toEqual({ status: 'REJECTED', page: 3 });
    expect(applicationsSearch(params.status, params.page)).toBe('?status=REJECTED&page=3');
  });

  it('fall back to every state on page 1 for anything else', () => {
    expect(readApplicationsParams(new URLSearchParams('status=approved&page=-2'))).toEqual({
      status: undefined,
      page: 1,
    });
    expect(readApplicationsParams(new URLSearchParams('page=1.5'))).toEqual({ status: undefined, page: 1 });
    expect(applicationsSearch(undefined, 1)).toBe('');
  });
});
