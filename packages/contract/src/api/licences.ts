import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf } from '../http/query';
import { LICENCE_RULES } from '../licence-rules';
import { LICENCE_STATES, LICENCE_TYPES } from '../licences-and-privacy';
import { messageText } from '../messages/contract-messages';
import { isIsoDate } from '../validation/dates';
import { requiredLine } from '../validation/text';
import { OPERATOR_RULES, operatorReasonSchema } from './operator';

const TYPE_MESSAGE = messageText('licenceTypeChoice');
const EXPIRY_MESSAGE = messageText('licenceExpiryDate');
const EVIDENCE_MESSAGE = messageText('licenceEvidence');

function licenceLine(label: string) {
  return requiredLine(messageText('fieldRequired', { label }), label, LICENCE_RULES.textMaxLength);
}

/** A document's key as POST /upload/documents answered it. */
const EVIDENCE_KEY = /^[0-9a-f-]{36}\.(?:pdf|jpg|png)$/;

export const AddLicenceBodySchema = z.strictObject({
  type: z.enum(LICENCE_TYPES, { error: TYPE_MESSAGE }),
  number: licenceLine(messageText('labelLicenceNumber')),
  issuer: licenceLine(messageText('labelIssuer')),
  /** The last day the licence is valid, YYYY-MM-DD; not before today in Riyadh (the server checks). */
  expiresOn: z.string({ error: EXPIRY_MESSAGE }).trim().refine(isIsoDate, EXPIRY_MESSAGE),
  /** The key of the caller's upload from POST /upload/documents: a PDF, JPEG or PNG. */
  evidence: z.string({ error: EVIDENCE_MESSAGE }).regex(EVIDENCE_KEY, { message: EVIDENCE_MESSAGE }),
});
export type AddLicenceBody = z.input<typeof AddLicenceBodySchema>;

const LicenceFields = {
  id: z.uuid(),
  type: z.enum(LICENCE_TYPES),
  number: z.string(),
  issuer: z.string(),
  /** The last valid day, YYYY-MM-DD. */
  expiresOn: z.string(),
  /**
   * Where the evidence is read: `/models/api/v1/documents/<key>`, with the owner's or an
   * operator's `Authorization` header (a plain link has none and gets 404).
   */
  evidence: z.string(),
  /** What `evidence` answers: application/pdf, image/jpeg or image/png. */
  evidenceType: z.string(),
  status: z.enum(LICENCE_STATES),
  /** The operator's reason for a rejection; null otherwise. */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
};

/** A licence as its owner sees it in settings. */
export const LicenceSchema = z.object(LicenceFields);
export type Licence = z.infer<typeof LicenceSchema>;

/** A licence in the operator console's queue, with its talent. */
export const OperatorLicenceSchema = z.object({
  ...LicenceFields,
  talent: z.object({ individualId: z.uuid(), userId: z.uuid(), name: z.string() }),
});
export type OperatorLicence = z.infer<typeof OperatorLicenceSchema>;

export const OperatorLicencesQuerySchema = queryOf({
  'filter[status]': oneOfParam('filter[status]', z.enum(LICENCE_STATES)).default('PENDING'),
  ...paginationQuery(OPERATOR_RULES.auditLogPageSize),
});

export const DecideLicenceBodySchema = z.strictObject({
  decision: z.enum(['VERIFIED', 'REJECTED'], {
    error: messageText('parameterOneOf', { name: 'decision', values: 'VERIFIED, REJECTED' }),
  }),
  reason: operatorReasonSchema,
});
export type DecideLicenceBody = z.infer<typeof DecideLicenceBodySchema>;

const IdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const licencesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/individuals/me/licences',
    summary:
      "The caller's licences, newest first, each with its state (PENDING, VERIFIED, REJECTED with the operator's reason, EXPIRED) and its private evidence. Talent only (403 for an organization).",
    tag: 'licences',
    auth: 'session',
    step: 'onboarded',
    data: z.object({ licences: z.array(LicenceSchema) }),
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/individuals/me/licences',
    summary:
      "Adds a licence for an operator to verify: type (MAWTHOOQ, FREELANCE_DOCUMENT, TOUR_GUIDE, OTHER), number, issuer, expiresOn (YYYY-MM-DD, not before today in Riyadh) and evidence, the key of the caller's upload from POST /upload/documents. At most 10 per talent (409). Talent only (403).",
    tag: 'licences',
    auth: 'session',
    step: 'onboarded',
    body: AddLicenceBodySchema,
    data: LicenceSchema,
    successStatus: 201,
    errors: ['FORBIDDEN', 'NOT_ALLOWED'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/individuals/me/licences/:id',
    summary:
      "Removes one of the caller's licences (404 for anyone else's); a verified one's badge goes from the profile and cards at once.",
    tag: 'licences',
    auth: 'session',
    step: 'onboarded',
    params: IdParams,
    data: z.object({ id: z.uuid() }),
    successStatus: 200,
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  }),
};

export const operatorLicencesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/operator/licences',
    summary:
      'Licences in one state (PENDING by default, oldest first; the others newest first), with their talent and evidence.',
    tag: 'operator',
    auth: 'operator',
    query: OperatorLicencesQuerySchema,
    data: pageOf(OperatorLicenceSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  decide: defineEndpoint({
    method: 'PATCH',
    path: '/operator/licences/:id',
    summary:
      "Verifies or rejects a pending licence, with the reason (in the audit log; a rejection's reason goes to the talent). Verified, its badge shows on the talent's profile and cards until it expires. A licence not pending answers 409.",
    tag: 'operator',
    auth: 'operator',
    params: IdParams,
    body: DecideLicenceBodySchema,
    data: OperatorLicenceSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
};
