import { describe, expect, it } from 'vitest';
import { safeErrorForLog } from './log-safe-error';

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

function pgError(): Error {
  return Object.assign(new Error('new row for relation "users" violates check constraint "no_rows"'), {
    code: '23514',
    severity: 'ERROR',
    constraint: 'no_rows',
    table: 'users',
    detail: 'Failing row contains (noura@example.com, $argon2id$v=19$m=19456...).',
  });
}

describe('safeErrorForLog', () => {
  it('keeps the class, SQLSTATE, constraint, table and frames of a database error, and none of its text', () => {
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['noura@example.com', '$argon2id$v=19$m=19456,t=2,p=1$secret'],
      pgError(),
    );
    const logged = safeErrorForLog(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('noura@example.com');
    expect(text).not.toContain('argon2');
    expect(text).not.toContain('insert into');
    expect(logged).toMatchObject({
      type: 'Error',
      causes: [{ type: 'Error', code: '23514', constraint: 'no_rows', table: 'users' }],
    });
    expect(logged.stack).toMatch(/^ {4}at /);
  });

  it('keeps the message and stack of a programming error', () => {
    const logged = safeErrorForLog(new TypeError('Cannot read properties of undefined'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'Cannot read properties of undefined' });
    expect(String(logged.stack)).toContain('TypeError: Cannot read properties of undefined');
  });

  it('copes with what is not an error', () => {
    expect(safeErrorForLog('oops')).toEqual({ type: 'string' });
    expect(safeErrorForLog(null)).toEqual({ type: 'object' });
  });
});
