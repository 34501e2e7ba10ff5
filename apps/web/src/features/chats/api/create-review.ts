import { jobRequestsApi, type CreateReview } from '@casting/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchJobRequest } from '../hooks/conversation-cache';
import { chatKeys } from './chat-keys';
import type { Conversation } from './get-messages';

export interface CreateReviewInput extends CreateReview {
  readonly jobId: string;
  readonly requestId: string;
}

/** Reviews the talent of a finished job request, which completes the contract (POST /jobs/{jobId}/reviews). */
export function useCreateReview(chatId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, requestId, rating, comment }: CreateReviewInput) =>
      apiRequest(jobRequestsApi.review, { params: { jobId }, body: { rating, comment, requestId } }),
    onSuccess: (_review, { requestId }) => {
      queryClient.setQueryData<Conversation>(chatKeys.messages(chatId), (held) =>
        held === undefined ? undefined : patchJobRequest(held, requestId, { hasReview: true }),
      );
    },
  });
}
