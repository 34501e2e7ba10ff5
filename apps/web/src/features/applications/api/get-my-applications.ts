import type { JobRequestStatus } from '@casting/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationKeys } from './application-keys';

/** One page of the talent's applications and invitations, newest first. */
export function myApplicationsQuery(status: JobRequestStatus | undefined, page: number) {
  return queryOptions({
    queryKey: applicationKeys.page(status, page),
    queryFn: async ({ signal }) =>
      (await import('./applications-requests')).fetchMyApplications(status, page, signal),
  });
}

export function useMyApplications(status: JobRequestStatus | undefined, page: number) {
  return useQuery({ ...myApplicationsQuery(status, page), placeholderData: keepPreviousData });
}
