import { describe, expect, it } from 'vitest';
import { applicantsView, myJobsView, withParam } from './search-params';

describe('hiring filters in the address', () => {
  it('reads My Jobs filter and page, ignoring what is not one of them', () => {
    expect(myJobsView(new URLSearchParams('status=CLOSED&page=3'))).toEqual({ status: 'CLOSED', page: 3 });
    expect(myJobsView(new URLSearchParams('status=nope&page=-2'))).toEqual({ status: null, page: 1 });
  });

  it('reads the applicants view, newest first by default, never an invitation state', () => {
    expect(applicantsView(new URLSearchParams(''))).toEqual({
      status: null,
      shortlisted: false,
      sort: 'newest',
      page: 1,
    });
    expect(
      applicantsView(new URLSearchParams('status=APPROVED&shortlisted=true&sort=rating&page=2')),
    ).toEqual({ status: 'APPROVED', shortlisted: true, sort: 'rating', page: 2 });
    expect(applicantsView(new URLSearchParams('status=INVITED&sort=oldest')).status).toBeNull();
  });

  it('starts again at page 1 when a filter changes, and keeps the others', () => {
    const params = new URLSearchParams('status=PENDING&page=4&sort=rating');
    expect(withParam(params, 'shortlisted', 'true').toString()).toBe(
      'status=PENDING&sort=rating&shortlisted=true',
    );
    expect(withParam(params, 'page', '5').get('page')).toBe('5');
    expect(withParam(params, 'status', null).has('status')).toBe(false);
  });
});
