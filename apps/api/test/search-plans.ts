import { JobListItemSchema } from '@casting/contract';
import type { PageStart } from '../src/lib/list-cursor';
import { keysetPageOfJoined } from '../src/lib/page';
import type { SearchPlan } from '../src/lib/search-path';
import { createJobsList, JOB_ITEM_START, type JobFilter } from '../src/modules/jobs/jobs-list.repo';
import type { TestApp } from './build-test-app';

/** Every plan a search for `fragment` may take: the scan, and index lookups of the whole fragment and of its ends. */
export function plansFor(fragment: string): SearchPlan[] {
  const lookups = new Set([fragment, fragment.slice(0, 3), fragment.slice(-3)]);
  return [{ path: 'scan' }, ...[...lookups].map((lookup): SearchPlan => ({ path: 'trigram', lookup }))];
}

/** A page of the jobs list read on `plan`, as the service answers it: its jobs' ids and its next cursor. */
export async function jobsPageOnPlan(
  t: TestApp,
  plan: SearchPlan,
  filter: JobFilter,
  start: PageStart,
  limit: number,
): Promise<{ ids: string[]; nextCursor: string | null }> {
  const joined = await createJobsList(t.db.db, () => Promise.resolve(plan))(filter, start, limit, null);
  const page = JSON.parse(keysetPageOfJoined(joined, JOB_ITEM_START, start, limit).text) as {
    items: unknown[];
    meta: { nextCursor: string | null };
  };
  return {
    ids: page.items.map((item) => JobListItemSchema.parse(item).id),
    nextCursor: page.meta.nextCursor,
  };
}
