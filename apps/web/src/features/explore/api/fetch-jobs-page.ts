import { listJobsEndpoint, PAGE_SIZES } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';
import type { JobsFilter } from './list-jobs';

/** GET /jobs: the page of Explore's jobs after `cursor` (the first page without one). */
export function fetchJobsPage(filter: JobsFilter, cursor: string | null, signal: AbortSignal) {
  return apiRequest(listJobsEndpoint, {
    query: {
      'filter[jobCategory]': filter.category,
      'filter[searchKey]': filter.searchKey === '' ? undefined : filter.searchKey,
      'paginate[cursor]': cursor ?? undefined,
      'paginate[limit]': PAGE_SIZES.explore,
    },
    signal,
  });
}
