import { applicantsApi } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { hiringKeys } from './hiring-keys';

export interface ShortlistInput {
  readonly requestId: string;
  readonly shortlisted: boolean;
}

/** The organization's private mark on an applicant. */
export function useSetShortlist(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, shortlisted }: ShortlistInput) =>
      apiRequest(applicantsApi.shortlist, { params: { requestId }, body: { shortlisted } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hiringKeys.applicants(jobId) }),
  });
}
