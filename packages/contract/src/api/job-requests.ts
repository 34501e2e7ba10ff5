import { z } from 'zod';
import { MAX_LENGTHS, PAGE_SIZES } from '../constants';
import { JOB_REQUEST_TRANSITIONS, type JobRequestAction } from '../domain/job-request-lifecycle';
import { defineEndpoint } from '../http/endpoint';
import { countedPageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';
import { JobRequestStatusSchema } from '../options/job-request';
import { CreateReviewSchema } from '../validation/review';
import { maxLengthMessage } from '../validation/text';
import { ReviewSchema } from './profiles';

const JobParams = z.object({ jobId: z.uuid({ error: 'Not found.' }) });

export const JobRequestStateSchema = z.object({ id: z.uuid(), requestStatus: JobRequestStatusSchema });

const RequestIdBodySchema = z.strictObject({ requestId: z.uuid() });

/** A decline may carry a short message of the organization's own, posted in the chat after the standard one. */
export const DeclineBodySchema = z.strictObject({
  requestId: z.uuid(),
  message: z
    .string()
    .trim()
    .max(MAX_LENGTHS.declineMessage, maxLengthMessage('Message', MAX_LENGTHS.declineMessage))
    .optional(),
});
export type DeclineBody = z.input<typeof DeclineBodySchema>;

function transitionEndpoint<B extends z.ZodType>(action: JobRequestAction, body: B) {
  const { from, to } = JOB_REQUEST_TRANSITIONS[action];
  return defineEndpoint({
    method: 'PATCH',
    path: `/jobs/:jobId/${action}`,
    summary: `Moves a job request from ${from} to ${to}; only the job's organization. A request in another state, or a lost race, answers 409 NOT_ALLOWED.`,
    tag: 'job-requests',
    auth: 'session',
    step: 'onboarded',
    params: JobParams,
    body,
    data: JobRequestStateSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  });
}

export const BalanceSchema = z.object({
  earnings: z.number(),
  completedProjects: z.number().int(),
  withdrawable: z.number(),
  history: countedPageOf(
    z.object({
      jobRequestId: z.uuid(),
      jobId: z.uuid(),
      title: z.string(),
      organizationName: z.string(),
      salary: z.number(),
      completedAt: z.iso.datetime(),
    }),
  ),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const jobRequestsApi = {
  accept: transitionEndpoint('accept', RequestIdBodySchema),
  reject: transitionEndpoint('reject', DeclineBodySchema),
  finish: transitionEndpoint('finish', RequestIdBodySchema),
  review: defineEndpoint({
    method: 'POST',
    path: '/jobs/:jobId/reviews',
    summary:
      "Reviews the talent of a FINISHED request of the caller's job and completes the contract (the spec's payment). Once per request; requestId is needed when several finished requests await a review.",
    tag: 'job-requests',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    params: JobParams,
    body: CreateReviewSchema.extend({ requestId: z.uuid().optional() }),
    data: ReviewSchema,
    successStatus: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
  balance: defineEndpoint({
    method: 'GET',
    path: '/users/me/balance',
    summary:
      "The talent's earnings, completed projects and withdrawable amount from completed contracts, with the job history.",
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    query: queryOf(paginationQuery(PAGE_SIZES.paymentsHistory)),
    data: BalanceSchema,
    successStatus: 200,
    errors: [],
  }),
};
