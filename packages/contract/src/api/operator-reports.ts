import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf } from '../http/query';
import { messageText } from '../messages/contract-messages';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '../validation/report';
import { OPERATOR_RULES, operatorReasonSchema } from './operator';
import {
  OperatorAccountSchema,
  REPORT_ACTIONS,
  REPORT_STATUSES,
  ReportSummarySchema,
  SuspendBodySchema,
} from './operator-users';

const PersonSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

const ContextMessageSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  hidden: z.boolean(),
});

/** What the reported item is and what surrounds it, for the operator to judge. */
export const ReportContextSchema = z.object({
  /** The chat of a reported message, the message and a few before and after it, oldest first. */
  chat: z.object({ id: z.uuid(), messages: z.array(ContextMessageSchema) }).nullable(),
  job: z.object({ id: z.uuid(), title: z.string(), description: z.string(), hidden: z.boolean() }).nullable(),
  review: z.object({ id: z.uuid(), rating: z.number(), comment: z.string(), hidden: z.boolean() }).nullable(),
  /** The reported account's public profile. */
  profile: z.object({ name: z.string(), bio: z.string() }).nullable(),
});
export type ReportContext = z.infer<typeof ReportContextSchema>;

export const OperatorReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  reporter: PersonSchema,
  /** The account the reported item belongs to. */
  account: OperatorAccountSchema,
  context: ReportContextSchema,
  /** Other reports about the same account, newest first. */
  earlierReports: z.array(ReportSummarySchema),
});
export type OperatorReport = z.infer<typeof OperatorReportSchema>;

export const OperatorReportsQuerySchema = queryOf({
  'filter[status]': oneOfParam('filter[status]', z.enum(REPORT_STATUSES)).default('OPEN'),
  ...paginationQuery(OPERATOR_RULES.auditLogPageSize),
});

const SUSPENSION_DAYS_MESSAGE = messageText('suspensionDays', { max: OPERATOR_RULES.maxSuspensionDays });

/**
 * An operator's decision on a report: DISMISS it, HIDE the item (its author is told why), WARN the
 * account, SUSPEND it for `days` or BAN it.
 */
export const DecideReportBodySchema = z
  .strictObject({
    action: z.enum(REPORT_ACTIONS, {
      error: messageText('parameterOneOf', { name: 'action', values: REPORT_ACTIONS.join(', ') }),
    }),
    reason: operatorReasonSchema,
    days: SuspendBodySchema.shape.days,
  })
  .refine((body) => body.action !== 'SUSPEND' || body.days !== undefined, {
    message: SUSPENSION_DAYS_MESSAGE,
    path: ['days'],
  });
export type DecideReportBody = z.infer<typeof DecideReportBodySchema>;

export const operatorReportsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/operator/reports',
    summary:
      'Reports in one state (OPEN by default), oldest open first and decided ones newest first, each with its context, reporter and earlier reports on the same account.',
    tag: 'operator',
    auth: 'operator',
    query: OperatorReportsQuerySchema,
    data: pageOf(OperatorReportSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  decide: defineEndpoint({
    method: 'PATCH',
    path: '/operator/reports/:id',
    summary:
      'Decides an open report. The other open reports of the same item are decided with it. A report already decided answers 409.',
    tag: 'operator',
    auth: 'operator',
    params: z.object({ id: z.uuid() }),
    body: DecideReportBodySchema,
    data: OperatorReportSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
};
