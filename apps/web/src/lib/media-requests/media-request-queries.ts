import {
  mediaRequestsApi,
  type AnswerMediaRequestInput,
  type CreateMediaRequestInput,
} from '@casting/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { env } from '../../config/env';
import { apiRequest, ApiError } from '../api-client';
import { getSession } from '../session-store';
import { mediaRequestKeys } from './media-request-keys';

/** A job request's media requests with their answers, newest first: the chat's card shows them. */
export function useJobRequestMediaRequests(requestId: string) {
  return useQuery({
    queryKey: mediaRequestKeys.ofJobRequest(requestId),
    queryFn: async ({ signal }) =>
      (await apiRequest(mediaRequestsApi.ofJobRequest, { params: { id: requestId }, signal })).items,
  });
}

/** A job's media requests with their applicants (the first page: the newest), for comparing answers. */
export function useJobMediaRequests(jobId: string) {
  return useQuery({
    queryKey: mediaRequestKeys.ofJob(jobId),
    queryFn: ({ signal }) =>
      apiRequest(mediaRequestsApi.ofJob, {
        params: { jobId },
        query: { 'paginate[limit]': 50 },
        signal,
      }),
  });
}

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mediaRequestKeys.all });
}

/** The job's organization asks the applicant of job request `requestId` for media. */
export function useAskMedia(requestId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: CreateMediaRequestInput) =>
      apiRequest(mediaRequestsApi.create, { params: { id: requestId }, body }),
    onSuccess: refresh,
  });
}

/** The talent answers a request with their uploads and a note, replacing any answer before. */
export function useAnswerMedia(mediaRequestId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: AnswerMediaRequestInput) =>
      apiRequest(mediaRequestsApi.answer, { params: { id: mediaRequestId }, body }),
    onSettled: refresh,
  });
}

/** The talent declines a request with a reason. */
export function useDeclineMedia(mediaRequestId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest(mediaRequestsApi.decline, { params: { id: mediaRequestId }, body: { reason } }),
    onSettled: refresh,
  });
}

/**
 * A request's attached document, read with the session's token: it is private
 * (`GET /documents/<key>`), and a plain link could not send the token.
 */
export function useAttachment(path: string) {
  return useQuery({
    queryKey: [...mediaRequestKeys.all, 'attachment', path],
    queryFn: async ({ signal }) => {
      const { token } = getSession();
      const response = await fetch(`${env.apiOrigin}${path}`, {
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
        signal,
      });
      if (!response.ok)
        throw new ApiError({ status: response.status, code: null, messages: [], requestId: null });
      return response.blob();
    },
    staleTime: Infinity,
  });
}
