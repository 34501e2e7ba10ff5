import { jobsApi, PAGE_SIZES, type JobStatus } from '@casting/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

/** One page of the organization's jobs, open first, with applicants counted by state. */
export function useMyJobs(status: JobStatus | null, page: number) {
  return useQuery({
    queryKey: hiringKeys.myJobsPage(status, page),
    queryFn: ({ signal }) =>
      apiRequest(jobsApi.mine, {
        query: {
          'filter[status]': status ?? undefined,
          'paginate[page]': page,
          'paginate[limit]': PAGE_SIZES.myJobs,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
