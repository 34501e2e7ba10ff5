import { milestonesApi } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** A contract's milestones, oldest first (GET /job-requests/{id}/milestones). */
export function useMilestones(requestId: string) {
  return useQuery({
    queryKey: chatKeys.contractMilestones(requestId),
    queryFn: async ({ signal }) =>
      (await apiRequest(milestonesApi.list, { params: { requestId }, signal })).items,
  });
}
