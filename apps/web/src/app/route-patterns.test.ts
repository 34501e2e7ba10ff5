import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { routePatterns } from './route-patterns';
import { routes } from './router';

describe('the route patterns the server is told about', () => {
  const patterns = routePatterns(routes);

  it('hold every page of the route table, public, signed-in and with parameters, once', () => {
    const table = Object.values(paths).filter((path) => typeof path === 'string');
    expect([...patterns].sort()).toEqual([...table].sort());
  });

  it('leave out the catch-all, so an unknown address is not a route', () => {
    expect(patterns).not.toContain('*');
  });

  it('join a relative child path to its parent', () => {
    expect(
      routePatterns([{ path: '/jobs', children: [{ path: ':jobId/applicants' }, { path: '/payments' }] }]),
    ).toEqual(['/jobs', '/jobs/:jobId/applicants', '/payments']);
  });
});
