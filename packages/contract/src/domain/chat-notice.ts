import { z } from 'zod';

/**
 * The messages the server writes into a chat when a job request or a job changes. A message
 * carries its notice so each reader sees it in their own language; `content` keeps the English.
 */
export const CHAT_NOTICE_KINDS = [
  'REQUEST_ACCEPTED',
  'REQUEST_DECLINED',
  'JOB_FINISHED',
  'JOB_CLOSED',
  'INVITED',
  'MEDIA_REQUESTED',
] as const;
export type ChatNoticeKind = (typeof CHAT_NOTICE_KINDS)[number];

export const ChatNoticeSchema = z.object({ kind: z.enum(CHAT_NOTICE_KINDS), jobTitle: z.string() });
export type ChatNotice = z.infer<typeof ChatNoticeSchema>;

const ENGLISH: { readonly [K in ChatNoticeKind]: (jobTitle: string) => string } = {
  REQUEST_ACCEPTED: (title) => `The request for "${title}" was accepted.`,
  REQUEST_DECLINED: (title) => `The request for "${title}" was declined.`,
  JOB_FINISHED: (title) => `The job "${title}" is finished.`,
  JOB_CLOSED: (title) =>
    `Thank you for applying for "${title}". The position is no longer open, so we will not be moving forward with your application. We wish you the best and hope to work with you in the future.`,
  INVITED: (title) => `You are invited to apply for "${title}".`,
  MEDIA_REQUESTED: (title) => `Media is requested from you for "${title}": see the request and its due time.`,
};

/** The notice in English, as the message's `content` holds it. */
export function chatNoticeText({ kind, jobTitle }: ChatNotice): string {
  return ENGLISH[kind](jobTitle);
}
