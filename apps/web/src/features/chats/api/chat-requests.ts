import {
  chatsApi,
  jobRequestsApi,
  PAGE_SIZES,
  type JobRequestAction,
  type MessagesPage,
} from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/*
 * The chats' requests, with the API client and zod: loaded when a list first asks, the live
 * updates fetch or a message is sent. /messages as the server rendered it comes with the list and
 * the open chat's latest messages (ADR 022), so its first load needs none of them.
 */

export function fetchChatsPage(page: number, signal: AbortSignal) {
  return apiRequest(chatsApi.list, {
    query: { 'paginate[page]': page, 'paginate[limit]': PAGE_SIZES.chatList },
    signal,
  });
}

export interface MessagesRequest {
  readonly cursor?: string;
  readonly direction?: 'AFTER' | 'BEFORE';
  readonly limit?: number;
}

export function fetchMessages(
  chatId: string,
  { cursor, direction, limit = PAGE_SIZES.chatMessages }: MessagesRequest = {},
  signal?: AbortSignal,
): Promise<MessagesPage> {
  return apiRequest(chatsApi.messages, {
    params: { id: chatId },
    query: { 'paginate[limit]': limit, 'paginate[cursor]': cursor, 'paginate[direction]': direction },
    signal,
  });
}

export function sendMessage(chatId: string, content: string) {
  return apiRequest(chatsApi.send, { params: { id: chatId }, body: { content } });
}

/** Accept, reject or finish a job request (PATCH /jobs/{jobId}/accept|reject|finish). */
export function sendJobRequestTransition(action: JobRequestAction, jobId: string, requestId: string) {
  return apiRequest(jobRequestsApi[action], { params: { jobId }, body: { requestId } });
}
