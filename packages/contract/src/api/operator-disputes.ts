import { z } from 'zod';
import { MilestoneSchema } from '../domain/milestone';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';
import { messageText } from '../messages/contract-messages';
import { requiredText } from '../validation/text';
import { OPERATOR_RULES } from './operator';

const PartySchema = z.object({ userId: z.uuid(), name: z.string() });

/** Held money that a side disputed, with what the operator needs to decide it. */
export const OperatorDisputeSchema = z.object({
  milestone: MilestoneSchema,
  chatId: z.uuid(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  organization: PartySchema,
  talent: PartySchema,
  /** The side that disputed and its reason; the other side answers in the chat. */
  disputedBy: z.enum(['ORGANIZATION', 'INDIVIDUAL']).nullable(),
  disputeReason: z.string().nullable(),
  disputedAt: z.iso.datetime(),
});
export type OperatorDispute = z.infer<typeof OperatorDisputeSchema>;

const SPLIT_MESSAGE = messageText('splitShareRequired');

export const DecideDisputeBodySchema = z
  .strictObject({
    outcome: z.enum(['RELEASE', 'REFUND', 'SPLIT'], {
      error: messageText('parameterOneOf', { name: 'outcome', values: 'RELEASE, REFUND, SPLIT' }),
    }),
    /** For SPLIT: the halalas released to the talent (less the fee on them); the rest goes back. */
    talentHalalas: z
      .number({ error: SPLIT_MESSAGE })
      .int({ error: SPLIT_MESSAGE })
      .min(1, { error: SPLIT_MESSAGE })
      .optional(),
    note: requiredText(
      messageText('fieldRequired', { label: messageText('labelNote') }),
      messageText('labelNote'),
      OPERATOR_RULES.reasonMaxLength,
    ),
  })
  .refine((body) => (body.outcome === 'SPLIT') === (body.talentHalalas !== undefined), {
    message: SPLIT_MESSAGE,
    path: ['talentHalalas'],
  });
export type DecideDisputeBody = z.infer<typeof DecideDisputeBodySchema>;

export const operatorDisputesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/operator/disputes',
    summary: 'Disputed milestones, oldest first: the milestone, both sides, the reason given and the chat.',
    tag: 'operator',
    auth: 'operator',
    query: queryOf(paginationQuery(OPERATOR_RULES.auditLogPageSize)),
    data: pageOf(OperatorDisputeSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/operator/disputes/:milestoneId/decision',
    summary:
      'Decides a dispute: RELEASE to the talent, REFUND to the organization, or SPLIT with `talentHalalas` to the talent; both sides are told. A milestone no longer disputed answers 409.',
    tag: 'operator',
    auth: 'operator',
    params: z.object({ milestoneId: z.uuid() }),
    body: DecideDisputeBodySchema,
    data: MilestoneSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED', 'UNAVAILABLE'],
  }),
};
