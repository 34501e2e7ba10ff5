import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf } from '../http/query';
import { PRIVACY_REQUEST_KINDS } from '../licences-and-privacy';
import { messageText } from '../messages/contract-messages';
import { requiredText } from '../validation/text';
import { OPERATOR_RULES, operatorReasonSchema } from './operator';

/** The PDPL's answer time: every request is answered within this many days of its arrival. */
export const PRIVACY_REQUEST_DAYS = 30;

/** A person's request about their data (issue 36), in the operators' queue with its deadline. */
export const OperatorPrivacyRequestSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  /** What the person asked, as it was made or as the operator wrote it down. */
  details: z.string(),
  /** The person; null once their account's personal data was destroyed. */
  user: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** Open past its deadline. */
  overdue: z.boolean(),
});
export type OperatorPrivacyRequest = z.infer<typeof OperatorPrivacyRequestSchema>;

export const PRIVACY_REQUEST_STATES = ['OPEN', 'COMPLETED'] as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATES)[number];

export const OperatorPrivacyRequestsQuerySchema = queryOf({
  'filter[state]': oneOfParam('filter[state]', z.enum(PRIVACY_REQUEST_STATES)).default('OPEN'),
  ...paginationQuery(OPERATOR_RULES.auditLogPageSize),
});

const KIND_MESSAGE = messageText('parameterOneOf', {
  name: 'kind',
  values: PRIVACY_REQUEST_KINDS.join(', '),
});

/** A request that reached the platform another way (an e-mail, a letter), written down by an operator. */
export const LogPrivacyRequestBodySchema = z.strictObject({
  userId: z.uuid({ error: messageText('userId') }),
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: KIND_MESSAGE }),
  details: requiredText(
    messageText('fieldRequired', { label: messageText('labelNote') }),
    messageText('labelNote'),
    OPERATOR_RULES.reasonMaxLength,
  ),
});
export type LogPrivacyRequestBody = z.infer<typeof LogPrivacyRequestBodySchema>;

export const CompletePrivacyRequestBodySchema = z.strictObject({ reason: operatorReasonSchema });
export type CompletePrivacyRequestBody = z.infer<typeof CompletePrivacyRequestBodySchema>;

const IdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const operatorPrivacyRequestsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/operator/privacy-requests',
    summary: `People's requests about their data (EXPORT, DELETION, CORRECTION), each with its ${String(PRIVACY_REQUEST_DAYS)}-day deadline: open ones (the default) nearest deadline first, completed ones newest first.`,
    tag: 'operator',
    auth: 'operator',
    query: OperatorPrivacyRequestsQuerySchema,
    data: pageOf(OperatorPrivacyRequestSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  log: defineEndpoint({
    method: 'POST',
    path: '/operator/privacy-requests',
    summary: `Writes down a request a person made another way (an e-mail asking to correct their data, say): userId, kind and what was asked. Due ${String(PRIVACY_REQUEST_DAYS)} days from now; in the audit log. 404 for an unknown account.`,
    tag: 'operator',
    auth: 'operator',
    body: LogPrivacyRequestBodySchema,
    data: OperatorPrivacyRequestSchema,
    successStatus: 201,
    errors: ['NOT_FOUND'],
  }),
  complete: defineEndpoint({
    method: 'PATCH',
    path: '/operator/privacy-requests/:id',
    summary:
      'Marks a request answered, with what was done (reason); in the audit log. 409 when it is already completed.',
    tag: 'operator',
    auth: 'operator',
    params: IdParams,
    body: CompletePrivacyRequestBodySchema,
    data: OperatorPrivacyRequestSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
};
