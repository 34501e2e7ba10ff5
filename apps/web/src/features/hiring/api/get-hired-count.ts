import { applicantsApi, LIMITS } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

/**
 * How many applicants of a job were accepted (finished ones included), counted up to a page of
 * each: enough to tell whether a headcount of up to that many is reached.
 */
export function useHiredCount(jobId: string) {
  return useQuery({
    queryKey: hiringKeys.hired(jobId),
    queryFn: async ({ signal }) => {
      const count = async (status: 'APPROVED' | 'FINISHED') => {
        const page = await apiRequest(applicantsApi.list, {
          params: { jobId },
          query: { 'filter[status]': status, 'paginate[limit]': LIMITS.maxPageSize },
          signal,
        });
        return page.items.length;
      };
      const [approved, finished] = await Promise.all([count('APPROVED'), count('FINISHED')]);
      return approved + finished;
    },
    staleTime: 0,
  });
}
