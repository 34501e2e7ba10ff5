import { z } from 'zod';
import { MAX_LENGTHS, PAGE_SIZES } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';
import { messageText } from '../messages/contract-messages';
import { DOCUMENT_KEY, mediaReferenceSchema, MediaUrlSchema } from '../validation/media-reference';
import { maxLengthMessage, requiredText } from '../validation/text';
import {
  MEDIA_REQUEST_KINDS,
  MEDIA_REQUEST_RULES,
  MEDIA_REQUEST_STATES,
} from '../domain/media-request-rules';

const DUE_AT = messageText('mediaRequestDueAt');
const ATTACHMENT = messageText('mediaRequestAttachment');
const FILES = messageText('mediaAnswerFiles', { max: MEDIA_REQUEST_RULES.maxAnswerFiles });

export const CreateMediaRequestBodySchema = z.strictObject({
  kind: z.enum(MEDIA_REQUEST_KINDS, { error: messageText('mediaRequestKind') }),
  instructions: requiredText(
    messageText('instructionsRequired'),
    messageText('labelInstructions'),
    MAX_LENGTHS.mediaRequestInstructions,
  ),
  /** ISO 8601 with its offset; the server checks it is ahead, by at most 60 days, on its own clock. */
  dueAt: z.iso.datetime({ offset: true, error: DUE_AT }),
  /** The key `POST /upload/documents` answered: the caller's own PDF, JPEG or PNG (the lines to read, say). */
  attachment: z.string({ error: ATTACHMENT }).regex(DOCUMENT_KEY, ATTACHMENT).optional(),
});
export type CreateMediaRequestInput = z.input<typeof CreateMediaRequestBodySchema>;

export const AnswerMediaRequestBodySchema = z.strictObject({
  /** Keys or URLs that the image and video uploads answered: the talent's own. */
  media: z
    .array(mediaReferenceSchema(FILES), { error: FILES })
    .min(1, FILES)
    .max(MEDIA_REQUEST_RULES.maxAnswerFiles, FILES),
  note: z
    .string()
    .trim()
    .max(
      MAX_LENGTHS.mediaAnswerNote,
      maxLengthMessage(messageText('labelAnswerNote'), MAX_LENGTHS.mediaAnswerNote),
    )
    .default(''),
});
export type AnswerMediaRequestInput = z.input<typeof AnswerMediaRequestBodySchema>;

export const DeclineMediaRequestBodySchema = z.strictObject({
  reason: requiredText(
    messageText('declineReasonRequired'),
    messageText('labelReason'),
    MAX_LENGTHS.mediaDeclineReason,
  ),
});
export type DeclineMediaRequestInput = z.input<typeof DeclineMediaRequestBodySchema>;

export const MediaRequestAnswerSchema = z.object({
  media: z.array(z.object({ url: MediaUrlSchema, kind: z.enum(['image', 'video']) })),
  note: z.string(),
  answeredAt: z.iso.datetime({ offset: true }),
});

/** A media request as the job's organization and the talent asked see it. Times are in Riyadh time (+03:00). */
export const MediaRequestSchema = z.object({
  id: z.uuid(),
  jobRequestId: z.uuid(),
  jobId: z.uuid(),
  kind: z.enum(MEDIA_REQUEST_KINDS),
  instructions: z.string(),
  dueAt: z.iso.datetime({ offset: true }),
  /** The attached document, read with the caller's session (`GET /documents/<key>`); null without one. */
  attachmentUrl: z.string().nullable(),
  state: z.enum(MEDIA_REQUEST_STATES),
  /** Not answered nor declined, and past its due time. */
  overdue: z.boolean(),
  answer: MediaRequestAnswerSchema.nullable(),
  declineReason: z.string().nullable(),
  declinedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type MediaRequest = z.infer<typeof MediaRequestSchema>;

/** One of a job's media requests beside the applicant it went to, for comparing answers. */
export const JobMediaRequestSchema = MediaRequestSchema.extend({
  talent: z.object({
    individualId: z.uuid(),
    name: z.string(),
    /** The thumbnail's URL, unless the talent's media visibility leaves the organization out. */
    profilePicture: z.string().nullable(),
  }),
});
export type JobMediaRequest = z.infer<typeof JobMediaRequestSchema>;

const requestIdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const mediaRequestsApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/job-requests/:id/media-requests',
    summary: `Asks the applicant of a job request for a photo, a video or audio, by a due time (ahead, at most ${String(MEDIA_REQUEST_RULES.maxDaysAhead)} days), with an optional attached document. The job's organization only (404 for anyone else), while the request is PENDING or APPROVED (409 otherwise); 403 when either account blocked the other or is suspended. The talent gets a notice in the chat, a notification and an e-mail. Limited per account (429 with Retry-After beyond).`,
    tag: 'media-requests',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    params: requestIdParams,
    body: CreateMediaRequestBodySchema,
    data: MediaRequestSchema,
    successStatus: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
  ofJobRequest: defineEndpoint({
    method: 'GET',
    path: '/job-requests/:id/media-requests',
    summary:
      "A job request's media requests with their answers, newest first: for the job's organization and the talent of the request (404 for anyone else).",
    tag: 'media-requests',
    auth: 'session',
    step: 'onboarded',
    params: requestIdParams,
    data: z.object({ items: z.array(MediaRequestSchema) }),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  ofJob: defineEndpoint({
    method: 'GET',
    path: '/jobs/:jobId/media-requests',
    summary:
      "Every media request of a job with its applicant and answer, newest first, for comparing the answers side by side: the job's organization only (404 for anyone else).",
    tag: 'media-requests',
    auth: 'session',
    step: 'onboarded',
    params: z.object({ jobId: z.uuid({ error: 'Not found.' }) }),
    query: queryOf(paginationQuery(PAGE_SIZES.mediaRequests)),
    data: pageOf(JobMediaRequestSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/media-requests/:id/answer',
    summary:
      "The talent's answer: 1 to 5 of their own uploads of the kind asked for (images for PHOTO, videos for VIDEO, and for AUDIO a recording uploaded as a video), and a note. An answer replaces the one before until the due time; after it, or once declined, 409. The organization is notified.",
    tag: 'media-requests',
    auth: 'session',
    step: 'onboarded',
    params: requestIdParams,
    body: AnswerMediaRequestBodySchema,
    data: MediaRequestSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
  decline: defineEndpoint({
    method: 'PATCH',
    path: '/media-requests/:id/decline',
    summary:
      'The talent declines a media request not yet answered, before its due time (409 otherwise), with a reason the organization is told.',
    tag: 'media-requests',
    auth: 'session',
    step: 'onboarded',
    params: requestIdParams,
    body: DeclineMediaRequestBodySchema,
    data: MediaRequestSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
};
