import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it('knows a refused, reset or timed-out connection, wrapped or not', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    const wrapped = new Error('Failed query: select … params: secret', {
      cause: new Error('Query read timeout'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('x', 'ECONNREFUSED')]))).toBe(true);
  });

  it('knows the server saying it cannot serve now', () => {
    for (const code of ['57P01', '57P03', '08006', '57014', '53300', '25P03'])
      expect(isDatabaseUnavailable(withCode('server says no', code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  });

  it('leaves real errors alone: they are the server’s bugs or the client’s', () => {
    for (const code of ['23505', '42P01', '22P02', '40001'])
      expect(isDatabaseUnavailable(withCode('no', code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "users" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable('a string')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
