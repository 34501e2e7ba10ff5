import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { operatorSession } from '../../../test/operators';
import { auditLog } from '../../db/schema/audit-log';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await operatorSession(t);
});

afterAll(async () => {
  await t.close();
});

/** The database's own refusal, whatever the driver wraps it in. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return (cause as Error).message;
  }
  return 'not refused';
}

describe('the audit log, at the database', () => {
  it('has the sign-in entry', async () => {
    const rows = await t.db.db.select().from(auditLog);
    expect(rows.map((row) => row.action)).toContain('SIGNED_IN');
  });

  it.each([
    ['UPDATE', sql`update audit_log set reason = 'rewritten'`],
    ['DELETE', sql`delete from audit_log`],
    ['TRUNCATE', sql`truncate audit_log`],
  ])('refuses %s, whoever asks', async (operation, statement) => {
    expect(await refusal(t.db.db.execute(statement))).toContain(
      `the audit log is append-only: ${operation} is refused`,
    );
    const rows = await t.db.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.reason !== 'rewritten')).toBe(true);
  });
});
