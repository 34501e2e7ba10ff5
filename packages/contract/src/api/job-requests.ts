import { z } from 'zod';
import { MAX_LENGTHS, PAGE_SIZES } from '../constants';
import { JOB_REQUEST_TRANSITIONS, type JobRequestAction } from '../domain/job-request-lifecycle';
import { MoneySchema, PaySchema } from '../domain/pay';
import { ReviewSchema } from '../domain/review';
import { defineEndpoint } from '../http/endpoint';
import { countedPageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';
import { CreateReviewSchema } from '../validation/review';
import { maxLengthMessage } from '../validation/text';
import { JobRequestStatusSchema } from '../options/job-request-schema';

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

/**
 * A talent's earnings: completed contracts (a review completes a contract, spec §4). Totals add
 * pay of both currencies in riyals, US dollars at the peg; `earnings` and `withdrawable` are the
 * spec's, the same totals in US dollars.
 */
export const TalentBalanceSchema = z.object({
  role: z.literal('INDIVIDUAL'),
  earnings: z.number(),
  earningsInSar: MoneySchema,
  completedProjects: z.number().int(),
  withdrawable: z.number(),
  withdrawableInSar: MoneySchema,
  /** From the ledger (issue 33): in escrow for the talent's milestones, gross. */
  held: MoneySchema,
  /** Released to the talent, net of fee and VAT, and not withdrawn: what a payout may take. */
  available: MoneySchema,
  /** Payouts asked for and not yet paid by the bank. */
  withdrawing: MoneySchema,
  withdrawn: MoneySchema,
  history: countedPageOf(
    z.object({
      jobRequestId: z.uuid(),
      jobId: z.uuid(),
      title: z.string(),
      organizationName: z.string(),
      pay: PaySchema,
      /** The spec's: the pay in US dollars at the peg. */
      salary: z.number(),
      completedAt: z.iso.datetime(),
    }),
  ),
});
export type TalentBalance = z.infer<typeof TalentBalanceSchema>;

/**
 * A contract is committed from its acceptance until its review, which pays it: APPROVED and
 * FINISHED requests are committed, reviewed ones paid.
 */
export const CONTRACT_STATES = ['COMMITTED', 'PAID'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** In riyals, pay in US dollars counted at the peg. */
const spending = {
  committed: MoneySchema,
  paid: MoneySchema,
  /** Accepted requests, and those of them reviewed (paid). */
  contracts: z.number().int(),
  paidContracts: z.number().int(),
};

/** What an organization committed to and paid its talent: in all, per job, per talent, and each contract. */
export const OrganizationBalanceSchema = z.object({
  role: z.literal('ORGANIZATION'),
  committed: MoneySchema,
  paid: MoneySchema,
  /** From the ledger (issue 33): paid into escrow and not yet released or refunded. */
  held: MoneySchema,
  released: MoneySchema,
  refunded: MoneySchema,
  completedProjects: z.number().int(),
  jobs: z.array(z.object({ jobId: z.uuid(), title: z.string(), ...spending })),
  talents: z.array(z.object({ individualId: z.uuid(), fullName: z.string(), ...spending })),
  history: countedPageOf(
    z.object({
      jobRequestId: z.uuid(),
      jobId: z.uuid(),
      title: z.string(),
      individualId: z.uuid(),
      talentName: z.string(),
      pay: PaySchema,
      state: z.enum(CONTRACT_STATES),
      /** When it was paid, or when it last changed while committed. */
      date: z.iso.datetime(),
    }),
  ),
});
export type OrganizationBalance = z.infer<typeof OrganizationBalanceSchema>;

export const BalanceSchema = z.discriminatedUnion('role', [TalentBalanceSchema, OrganizationBalanceSchema]);
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
      'For talent: the earnings, completed projects and withdrawable amount from completed contracts, with the job history. For an organization: what it committed to (accepted and finished requests) and paid (reviewed ones), in all, per job and per talent, with each contract.',
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    query: queryOf(paginationQuery(PAGE_SIZES.paymentsHistory)),
    data: BalanceSchema,
    successStatus: 200,
    errors: [],
  }),
};
