import { z } from 'zod';
import { MAX_LENGTHS, PAGE_SIZES } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { pageLimitParam, pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf, textParam } from '../http/query';
import { ChatNoticeSchema } from '../domain/chat-notice';
import { JobDurationDtoSchema } from '../domain/job-duration-dto';
import { PaySchema } from '../domain/pay';
import { COVER_LETTER_MESSAGE } from '../validation/job-request';
import { CHAT_MESSAGE_EMPTY } from '../validation/chat';
import { maxLengthMessage } from '../validation/text';
import { messageText } from '../messages/contract-messages';
import { JobRequestStatusSchema } from '../options/job-request-schema';
import { MessageTypeSchema } from '../options/message';

export const ChatSummarySchema = z.object({
  id: z.uuid(),
  friend: z.object({
    name: z.string(),
    profilePicture: z.string().nullable(),
    /** The talent's profile id when the other person is a talent (their page); null for an organization. */
    individualId: z.uuid().nullable(),
    /** The organization's id when the other person is one (its page, `/explore/organizations/{id}`); null for a talent. */
    organizationId: z.uuid().nullable(),
    /** An operator verified the organization (issue 35); always false for a talent. */
    verified: z.boolean(),
    /** An operator suspended their account (issue 35): the chat says "This account is suspended". */
    suspended: z.boolean(),
    /** They deleted their account (issue 36): named "Deleted account", with no picture or page, and the chat is closed. */
    deleted: z.boolean(),
  }),
  latestMessage: z
    .object({
      content: z.string(),
      createdAt: z.iso.datetime(),
      messageType: MessageTypeSchema,
      notice: ChatNoticeSchema.nullable(),
    })
    .nullable(),
  unreadCount: z.number().int(),
  lastMessageAt: z.iso.datetime(),
  /** No new messages either way (one side blocked the other): readable, and the same to both sides. */
  closed: z.boolean(),
});
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

export const ChatJobRequestSchema = z.object({
  id: z.uuid(),
  requestStatus: JobRequestStatusSchema,
  hasReview: z.boolean(),
  job: z.object({
    id: z.uuid(),
    title: z.string(),
    pay: PaySchema,
    /** The spec's: the pay in US dollars at the peg. */
    salary: z.number(),
    jobDuration: JobDurationDtoSchema,
  }),
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
  /** Set when the server wrote the message; `content` then holds its English text. */
  notice: ChatNoticeSchema.nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagesPageSchema = z.object({
  /** Newest first. */
  items: z.array(MessageSchema),
  /** Pass as paginate[cursor] with direction BEFORE for older messages; null at the start. */
  olderCursor: z.string().nullable(),
  /** Pass as paginate[cursor] with direction AFTER to poll for newer ones. */
  newerCursor: z.string().nullable(),
  /** As the chat's summary says: no new messages either way. */
  closed: z.boolean(),
  /** As the summary's `friend.suspended`. */
  friendSuspended: z.boolean(),
  /** As the summary's `friend.deleted`. */
  friendDeleted: z.boolean(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

export const MessagesQuerySchema = queryOf({
  'paginate[limit]': pageLimitParam(PAGE_SIZES.chatMessages),
  'paginate[direction]': oneOfParam('paginate[direction]', z.enum(['AFTER', 'BEFORE'])).default('AFTER'),
  'paginate[cursor]': textParam('paginate[cursor]', 200).optional(),
});

/**
 * A text message; or, with messageType REQUEST and a jobId, an application from talent to an
 * organization (the spec's contract message), whose content is the cover letter.
 */
export const SendChatMessageBodySchema = z
  .strictObject({
    messageType: MessageTypeSchema.default('TEXT'),
    jobId: z.uuid().optional(),
    content: z.string({ error: CHAT_MESSAGE_EMPTY }).trim(),
  })
  .superRefine((body, context) => {
    const isApplication = body.messageType === 'REQUEST';
    if (body.content === '') {
      const message = isApplication ? COVER_LETTER_MESSAGE : CHAT_MESSAGE_EMPTY;
      context.addIssue({ code: 'custom', message, path: ['content'] });
    }
    const max = isApplication ? MAX_LENGTHS.coverLetter : MAX_LENGTHS.chatMessage;
    if (body.content.length > max) {
      const message = maxLengthMessage(messageText(isApplication ? 'labelCoverLetter' : 'labelMessage'), max);
      context.addIssue({ code: 'custom', message, path: ['content'] });
    }
    if ((body.messageType === 'REQUEST') !== (body.jobId !== undefined)) {
      context.addIssue({
        code: 'custom',
        message: messageText('applicationJob'),
        path: ['jobId'],
      });
    }
  })
  .transform((body) =>
    body.messageType === 'REQUEST' && body.jobId !== undefined
      ? { messageType: 'REQUEST' as const, jobId: body.jobId, content: body.content }
      : { messageType: 'TEXT' as const, content: body.content },
  );

const ChatIdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const chatsApi = {
  open: defineEndpoint({
    method: 'POST',
    path: '/chats',
    summary:
      "Opens the calling organization's chat with a talent, creating it on first contact. New chats count against the account's daily limit (429 with Retry-After beyond); opening one again does not. 403 for a new chat when either side blocked the other or the talent accepts no contact from the organization (its contact settings); an existing chat opens, closed when blocked.",
    tag: 'chats',
    auth: 'session',
    step: 'onboarded',
    body: z.strictObject({ individualId: z.uuid() }),
    data: ChatSummarySchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/chats',
    summary: "The caller's chats, most recent activity first, with the latest message and an unread count.",
    tag: 'chats',
    auth: 'session',
    step: 'onboarded',
    query: queryOf(paginationQuery(PAGE_SIZES.chatList)),
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
    step: 'onboarded',
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
      'Sends a message to a chat (id = chat id). With messageType REQUEST and a jobId, talent applies for the job: id is the organization id, the chat is created on first contact, and a pending job request is made (409 NOT_ALLOWED when already applied). 403 in a closed chat (a block either way), or to apply for a job of an organization in a block with the talent; 403 with a sentence naming the licence to apply for a job whose requiredLicence the talent does not hold verified and unexpired (issue 36).',
    tag: 'chats',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    params: ChatIdParams,
    body: SendChatMessageBodySchema,
    data: MessageSchema.extend({ chatId: z.uuid() }),
    successStatus: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
};
