import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf } from '../http/query';
import { messageText } from '../messages/contract-messages';
import { toAsciiDigits } from '../validation/digits';
import { OPERATOR_RULES, operatorReasonSchema } from './operator';

/** Where an organization's verification stands (issue 35). */
export const VERIFICATION_STATES = ['NONE', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The Unified National Number (700 numbers), which replaced commercial registration numbers in 2025. */
export const UNIFIED_NUMBER_PATTERN = /^7\d{9}$/;

const UNIFIED_NUMBER_MESSAGE = messageText('unifiedNumberInvalid');
const DOCUMENT_MESSAGE = messageText('verificationDocument');

/** A document's key as /upload/documents answered it; or an image's, as /upload/images did (`/media/<key>` or the bare key). */
const DOCUMENT_REFERENCE = /^(?:\/media\/)?[0-9a-f-]{36}\.(?:pdf|jpg|png|webp)$/;

export const RequestVerificationBodySchema = z.strictObject({
  unifiedNumber: z
    .string({ error: UNIFIED_NUMBER_MESSAGE })
    .trim()
    .overwrite((value) => toAsciiDigits(value).replace(/[\s-]/g, ''))
    .regex(UNIFIED_NUMBER_PATTERN, { message: UNIFIED_NUMBER_MESSAGE }),
  document: z.string({ error: DOCUMENT_MESSAGE }).regex(DOCUMENT_REFERENCE, { message: DOCUMENT_MESSAGE }),
});
export type RequestVerificationBody = z.infer<typeof RequestVerificationBodySchema>;

/** The organization's latest request and its state; NONE before the first. */
export const VerificationSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  unifiedNumber: z.string().nullable(),
  /** The operator's reason for a rejection. */
  reason: z.string().nullable(),
  requestedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Verification = z.infer<typeof VerificationSchema>;

/** What the Wathq commercial-registration API says of the number, when it is configured. */
export const WathqLookupSchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    name: z.string(),
    /** The registry's status, e.g. 'active'. */
    status: z.string(),
    statusName: z.string(),
    city: z.string().nullable(),
  }),
  z.object({ found: z.literal(false), error: z.string() }),
]);
export type WathqLookup = z.infer<typeof WathqLookupSchema>;

export const OperatorVerificationSchema = z.object({
  id: z.uuid(),
  organization: z.object({ id: z.uuid(), name: z.string(), userId: z.uuid(), verified: z.boolean() }),
  unifiedNumber: z.string(),
  /**
   * Where the operator reads the document: `/models/api/v1/documents/<key>` on the API's origin.
   * It is private: fetch it with the operator's `Authorization` header (a plain link has none and
   * gets 404) and show the answer, e.g. through an object URL.
   */
  document: z.string(),
  /** What `document` answers: application/pdf, image/jpeg or image/png (image/webp for an image sent to /upload/images before documents had their own upload). */
  documentType: z.string(),
  status: z.enum(['PENDING', 'VERIFIED', 'REJECTED']),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Present only when WATHQ_API_KEY and WATHQ_API_URL are set. */
  wathq: WathqLookupSchema.optional(),
});
export type OperatorVerification = z.infer<typeof OperatorVerificationSchema>;

export const OperatorVerificationsQuerySchema = queryOf({
  'filter[status]': oneOfParam('filter[status]', z.enum(['PENDING', 'VERIFIED', 'REJECTED'])).default(
    'PENDING',
  ),
  ...paginationQuery(OPERATOR_RULES.auditLogPageSize),
});

export const DecideVerificationBodySchema = z.strictObject({
  decision: z.enum(['APPROVED', 'REJECTED'], {
    error: messageText('parameterOneOf', { name: 'decision', values: 'APPROVED, REJECTED' }),
  }),
  reason: operatorReasonSchema,
});
export type DecideVerificationBody = z.infer<typeof DecideVerificationBodySchema>;

export const verificationApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/me/verification',
    summary: "The organization's verification: NONE, PENDING, VERIFIED, or REJECTED with the reason.",
    tag: 'verification',
    auth: 'session',
    step: 'onboarded',
    data: VerificationSchema,
    successStatus: 200,
    errors: [],
  }),
  request: defineEndpoint({
    method: 'POST',
    path: '/organization/me/verification',
    summary:
      'Asks to be verified with the Unified National Number (10 digits starting with 7) and a document uploaded first through /upload/documents (a PDF, JPEG or PNG; the key of an image uploaded through /upload/images is still taken). One request waits at a time (409); a verified organization cannot ask again.',
    tag: 'verification',
    auth: 'session',
    step: 'onboarded',
    body: RequestVerificationBodySchema,
    data: VerificationSchema,
    successStatus: 201,
    errors: ['NOT_ALLOWED', 'NOT_FOUND'],
  }),
};

export const operatorVerificationsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/operator/verifications',
    summary:
      'Verification requests in one state (PENDING by default, oldest first), with the document and, when configured, the Wathq lookup of the number.',
    tag: 'operator',
    auth: 'operator',
    query: OperatorVerificationsQuerySchema,
    data: pageOf(OperatorVerificationSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  decide: defineEndpoint({
    method: 'PATCH',
    path: '/operator/organizations/:id/verification',
    summary:
      "Approves or rejects the organization's pending request. Approved, `verified: true` shows on its cards, job pages and public page.",
    tag: 'operator',
    auth: 'operator',
    params: z.object({ id: z.uuid() }),
    body: DecideVerificationBodySchema,
    data: OperatorVerificationSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
};
