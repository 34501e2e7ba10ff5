import { applicantsApi, PAGE_SIZES } from '@casting/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys, type ApplicantsView } from './hiring-keys';

/** One page of a job's applicants, as the organization filtered and sorted them. */
export function useApplicants(jobId: string, view: ApplicantsView) {
  return useQuery({
    queryKey: hiringKeys.applicantsPage(jobId, view),
    queryFn: ({ signal }) =>
      apiRequest(applicantsApi.list, {
        params: { jobId },
        query: {
          'filter[status]': view.status ?? undefined,
          'filter[shortlisted]': view.shortlisted ? 'true' : undefined,
          sort: view.sort,
          'paginate[page]': view.page,
          'paginate[limit]': PAGE_SIZES.applicants,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
