import { describe, expect, it } from 'vitest';
import { appRouteTest } from './app-routes';

const isAppRoute = appRouteTest(['/', '/explore', '/explore/jobs/:jobId', '/jobs/:jobId/applicants']);

describe('which addresses the web app has a page for', () => {
  it('knows its routes, a parameter standing for any one segment', () => {
    for (const path of [
      '/',
      '/explore',
      '/explore/jobs/0b6f3c1e-4a52-4d8e-9c1f-2f9d3a7b8c10',
      '/jobs/abc/applicants',
    ])
      expect(isAppRoute(path), path).toBe(true);
  });

  it('matches as the router does: in any case, with or without a trailing slash', () => {
    expect(isAppRoute('/Explore/')).toBe(true);
    expect(isAppRoute('/EXPLORE/JOBS/Abc')).toBe(true);
  });

  it('knows no other address: a missing or extra segment, or another word', () => {
    for (const path of ['/explore/jobs', '/explore/jobs/abc/more', '/jobs/abc', '/this/route/does-not-exist'])
      expect(isAppRoute(path), path).toBe(false);
  });
});
