import { milestonesApi, type CreateMilestoneInput, type Milestone } from '@casting/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PartyMilestoneAction } from '../milestone-status';
import { chatKeys } from './chat-keys';

/** What each side may do to a milestone from the chat; funding goes through the provider instead. */
export type MilestoneMove = Exclude<PartyMilestoneAction, 'fund'>;

export interface MilestoneMoveInput {
  readonly action: MilestoneMove;
  readonly milestoneId: string;
  /** Why the talent declines (optional) or either side disputes (required). */
  readonly reason?: string;
}

function sendMove({ action, milestoneId, reason }: MilestoneMoveInput): Promise<Milestone> {
  const params = { milestoneId };
  switch (action) {
    case 'decline':
      return apiRequest(milestonesApi.decline, { params, body: reason === undefined ? {} : { reason } });
    case 'dispute':
      return apiRequest(milestonesApi.dispute, { params, body: { reason: reason ?? '' } });
    case 'accept':
    case 'deliver':
    case 'release':
    case 'refund':
      return apiRequest(milestonesApi[action], { params });
  }
}

function keep(queryClient: QueryClient, requestId: string, milestone: Milestone): void {
  queryClient.setQueryData<Milestone[]>(chatKeys.contractMilestones(requestId), (held) =>
    held === undefined
      ? undefined
      : held.some((item) => item.id === milestone.id)
        ? held.map((item) => (item.id === milestone.id ? milestone : item))
        : [...held, milestone],
  );
}

/** Accept, decline, deliver, release, refund or dispute a milestone of the contract `requestId`. */
export function useMilestoneMove(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMove,
    onSuccess: (milestone) => {
      keep(queryClient, requestId, milestone);
    },
    // A refusal (409) means the list is out of date: either way, read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.contractMilestones(requestId) }),
  });
}

/** The organization proposes a milestone (POST /job-requests/{id}/milestones). */
export function useProposeMilestone(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMilestoneInput) =>
      apiRequest(milestonesApi.create, { params: { requestId }, body }),
    onSuccess: (milestone) => {
      keep(queryClient, requestId, milestone);
    },
  });
}

/** Starts paying a milestone: the provider's page to send the organization to. */
export function useFundMilestone() {
  return useMutation({
    mutationFn: async (milestoneId: string) =>
      (await apiRequest(milestonesApi.fund, { params: { milestoneId } })).redirectUrl,
  });
}
