import { reviewsApi, type ContractReviews } from '@casting/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { patchJobRequest } from '../hooks/conversation-cache';
import { chatKeys } from './chat-keys';
import type { Conversation } from './get-messages';

/** Both sides' reviews of a finished contract as the reader may see them (GET /job-requests/{id}/reviews). */
export function useContractReviews(requestId: string) {
  return useQuery({
    queryKey: chatKeys.contractReviews(requestId),
    queryFn: ({ signal }) => apiRequest(reviewsApi.ofContract, { params: { requestId }, signal }),
  });
}

export interface ReviewBody {
  readonly rating: number;
  readonly comment: string;
  readonly subRatings: Readonly<Record<string, number>>;
  readonly again: boolean;
  readonly privateNote?: string | undefined;
}

/**
 * Either side's review of a finished contract (POST /job-requests/{id}/reviews). The
 * organization's also completes the contract, which its card then says.
 */
export function useWriteReview(chatId: string, requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => apiRequest(reviewsApi.write, { params: { requestId }, body }),
    onSuccess: (review) => {
      queryClient.setQueryData<ContractReviews>(chatKeys.contractReviews(requestId), (held) =>
        held === undefined ? undefined : { ...held, canReview: false, mine: review },
      );
      if (review.author === 'ORGANIZATION') {
        queryClient.setQueryData<Conversation>(chatKeys.messages(chatId), (held) =>
          held === undefined ? undefined : patchJobRequest(held, requestId, { hasReview: true }),
        );
      }
      // Both may now be published: read them again.
      void queryClient.invalidateQueries({ queryKey: chatKeys.contractReviews(requestId) });
    },
  });
}

/** The reviewed side's one public reply (POST /reviews/{id}/reply). */
export function useReplyToReview(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, comment }: { readonly reviewId: string; readonly comment: string }) =>
      apiRequest(reviewsApi.reply, { params: { id: reviewId }, body: { comment } }),
    onSuccess: (review) => {
      queryClient.setQueryData<ContractReviews>(chatKeys.contractReviews(requestId), (held) =>
        held === undefined ? undefined : { ...held, theirs: review },
      );
    },
  });
}
