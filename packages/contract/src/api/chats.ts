import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { JobDurationDtoSchema } from './jobs';
import { JobRequestStatusSchema } from '../options/job-request';
import { MessageTypeSchema } from '../options/message';
import { ApplyJobSchema } from '../validation/job-request';
import { SendMessageSchema } from '../validation/chat';

export const ChatSummarySchema = z.object({
  id: z.uuid(),
  friend: z.object({ name: z.string(), profilePicture: z.string().nullable() }),
  latestMessage: z
    .object({ content: z.string(), createdAt: z.iso.datetime(), messageType: MessageTypeSchema })
    .nullable(),
  unreadCount: z.number().int(),
  lastMessageAt: z.iso.datetime(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

export const ChatJobRequestSchema = z.object({
  id: z.uuid(),
  requestStatus: JobRequestStatusSchema,
  hasReview: z.boolean(),
  job: z.object({ id: z.uuid(), title: z.string(), salary: z.number(), jobDuration: JobDurationDtoSchema }),
});

export const MessageSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  senderId: z.uuid(),
  isMine: z.boolean(),
  messageType: MessageTypeSchema,
  jobRequest: ChatJobRequestSchema.nullable(),
  jobId: z.uuid().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagesPageSchema = z.object({
  /** Newest first. */
  items: z.array(MessageSchema),
  /** Pass as paginate[cursor] with direction BEFORE for older messages; null at the start. */
  olderCursor: z.string().nullable(),
  /** Pass as paginate[cursor] with direction AFTER to poll for newer ones. */
  newerCursor: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

export const MessagesQuerySchema = z.object({
  'paginate[limit]': z.coerce
    .number()
    .int()
    .catch(PAGE_SIZES.chatMessages)
    .default(PAGE_SIZES.chatMessages)
    .transform((limit) => Math.min(LIMITS.maxPageSize, Math.max(1, limit))),
  'paginate[direction]': z.enum(['AFTER', 'BEFORE']).catch('AFTER').default('AFTER'),
  'paginate[cursor]': z.string().max(200).optional(),
});

/** A text message; or, from talent to an organization, an application (the spec's contract message). */
export const SendChatMessageBodySchema = z.union([
  SendMessageSchema.extend({ messageType: z.literal('TEXT').optional() }),
  z.strictObject({
    messageType: z.literal('REQUEST'),
    jobId: z.uuid(),
    content: ApplyJobSchema.shape.coverLetter,
  }),
]);

const ChatIdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const chatsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/chats',
    summary: "The caller's chats, most recent activity first, with the latest message and an unread count.",
    tag: 'chats',
    auth: 'session',
    query: z.object(paginationQuery(PAGE_SIZES.chatList)),
    data: pageOf(ChatSummarySchema),
    successStatus: 200,
    errors: [],
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/chats/:id/messages',
    summary:
      'Messages of a chat, newest first. Without a cursor: the latest page. With paginate[cursor] and direction AFTER: newer ones (the polling call); BEFORE: older ones. Participants only (404 for others).',
    tag: 'chats',
    auth: 'session',
    params: ChatIdParams,
    query: MessagesQuerySchema,
    data: MessagesPageSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/chats/:id/messages',
    summary:
      'Sends a message to a chat (id = chat id). With messageType REQUEST and a jobId, talent applies for the job: id is the organization id, the chat is created on first contact, and a pending job request is made (409 NOT_ALLOWED when already applied).',
    tag: 'chats',
    auth: 'session',
    params: ChatIdParams,
    body: SendChatMessageBodySchema,
    data: MessageSchema.extend({ chatId: z.uuid() }),
    successStatus: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
};
