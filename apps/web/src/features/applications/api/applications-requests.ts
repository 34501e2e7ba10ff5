import { applicationsApi, PAGE_SIZES, type JobRequestStatus } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * My Applications' list request, with the API client and zod: loaded when the list first asks. The
 * page the server rendered comes with its list (ADR 022), so its first load needs neither.
 */
export function fetchMyApplications(status: JobRequestStatus | undefined, page: number, signal: AbortSignal) {
  return apiRequest(applicationsApi.mine, {
    query: {
      'filter[status]': status,
      'paginate[page]': page,
      'paginate[limit]': PAGE_SIZES.myApplications,
    },
    signal,
  });
}
