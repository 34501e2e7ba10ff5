import type { SearchPlan } from '../src/lib/search-path';

/** Every plan a search for `fragment` may take: the scan, and index lookups of the whole fragment and of its ends. */
export function plansFor(fragment: string): SearchPlan[] {
  const lookups = new Set([fragment, fragment.slice(0, 3), fragment.slice(-3)]);
  return [{ path: 'scan' }, ...[...lookups].map((lookup): SearchPlan => ({ path: 'trigram', lookup }))];
}
