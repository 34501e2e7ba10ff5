import { z } from 'zod';
import { MilestoneSchema } from '../domain/milestone';
import { defineEndpoint } from '../http/endpoint';
import { MILESTONE_TRANSITIONS, type MilestoneAction } from '../money/milestone-lifecycle';
import {
  CreateMilestoneSchema,
  DeclineMilestoneSchema,
  DisputeMilestoneSchema,
} from '../validation/milestone';

const RequestParams = z.object({ requestId: z.uuid({ error: 'Not found.' }) });
const MilestoneParams = z.object({ milestoneId: z.uuid({ error: 'Not found.' }) });

const WHO = { ORGANIZATION: 'the organization', INDIVIDUAL: 'the talent' } as const;

function actionEndpoint<B extends z.ZodType | undefined>(
  action: MilestoneAction,
  method: 'PATCH' | 'POST',
  body: B,
) {
  const { from, to, by } = MILESTONE_TRANSITIONS[action];
  const who = by.map((actor) => (actor === 'ORGANIZATION' || actor === 'INDIVIDUAL' ? WHO[actor] : actor));
  return defineEndpoint({
    method,
    path: `/milestones/:milestoneId/${action}`,
    summary: `Moves a milestone from ${from.join(' or ')} to ${to}; only ${who.join(' or ')} of its contract. Anyone else gets 404; the other party 403; another state, or a lost race, 409 NOT_ALLOWED.`,
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    params: MilestoneParams,
    body,
    data: MilestoneSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED', 'UNAVAILABLE'],
  });
}

export const milestonesApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/job-requests/:requestId/milestones',
    summary:
      'The organization proposes a milestone (a title and an amount in halalas) on its accepted contract; the talent sees it PROPOSED with the fee, VAT and net it would receive, and accepts or declines it.',
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    params: RequestParams,
    body: CreateMilestoneSchema,
    data: MilestoneSchema,
    successStatus: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/job-requests/:requestId/milestones',
    summary: 'The milestones of a contract, oldest first, for its two parties only (404 for anyone else).',
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    params: RequestParams,
    data: z.object({ items: z.array(MilestoneSchema) }),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  accept: actionEndpoint('accept', 'PATCH', undefined),
  decline: actionEndpoint('decline', 'PATCH', DeclineMilestoneSchema),
  deliver: actionEndpoint('deliver', 'PATCH', undefined),
  release: actionEndpoint('release', 'PATCH', undefined),
  refund: actionEndpoint('refund', 'POST', undefined),
  dispute: actionEndpoint('dispute', 'POST', DisputeMilestoneSchema),
  fund: defineEndpoint({
    method: 'POST',
    path: '/milestones/:milestoneId/funding',
    summary:
      "The organization starts paying an accepted (UNFUNDED) milestone: answers the provider's payment page to send the payer to. A second call while that payment is pending answers the same page. The provider down or slow answers 503 with Retry-After.",
    tag: 'payments',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    params: MilestoneParams,
    data: z.object({ redirectUrl: z.url() }),
    successStatus: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED', 'UNAVAILABLE'],
  }),
};
