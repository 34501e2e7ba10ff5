import { applicationsApi, PAGE_SIZES, type JobRequestStatus } from '@casting/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

/** One page of the talent's applications and invitations, newest first. */
export function useMyApplications(status: JobRequestStatus | undefined, page: number) {
  return useQuery({
    queryKey: applicationKeys.page(status, page),
    queryFn: ({ signal }) =>
      apiRequest(applicationsApi.mine, {
        query: {
          'filter[status]': status,
          'paginate[page]': page,
          'paginate[limit]': PAGE_SIZES.myApplications,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
