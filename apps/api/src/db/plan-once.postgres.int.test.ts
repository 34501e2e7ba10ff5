import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { onboardedOrganization } from '../../test/onboarded';
import { listOrganizationJobs } from '../modules/jobs/jobs.repo';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('a named statement on PostgreSQL', () => {
  it('is planned once per connection, not again for each page asked for', async () => {
    const organization = await onboardedOrganization(t);
    const plans = await t.db.db.transaction(async (tx) => {
      for (let page = 1; page <= 8; page += 1)
        await listOrganizationJobs(tx, organization.userId, undefined, 11, (page - 1) * 10);
      const [row] = await tx
        .select({ generic: sql<number>`generic_plans::int`, custom: sql<number>`custom_plans::int` })
        .from(sql`pg_prepared_statements`)
        .where(sql`name = 'organization_jobs_a'`);
      return row;
    });
    expect(plans).toEqual({ generic: 8, custom: 0 });
  });

  it('is never compiled by JIT, which the guessed cost of a generic plan could ask for on every call', async () => {
    const result: unknown = await t.db.db.execute(sql`show jit`);
    expect((result as { rows: { jit: string }[] }).rows).toEqual([{ jit: 'off' }]);
  });
});
