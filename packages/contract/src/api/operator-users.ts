import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { queryOf, textParam } from '../http/query';
import { messageText } from '../messages/contract-messages';
import { ACCOUNT_ROLES } from '../roles';
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '../validation/report';
import { OPERATOR_RULES, operatorReasonSchema } from './operator';

/** Where a report stands in the operators' queue. */
export const REPORT_STATUSES = ['OPEN', 'DISMISSED', 'ACTIONED'] as const;
/** What an operator decided on a report. */
export const REPORT_ACTIONS = ['DISMISS', 'HIDE', 'WARN', 'SUSPEND', 'BAN'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** An account's suspension as operators see it; `until` null is a ban. */
export const SuspensionSchema = z.object({
  since: z.iso.datetime(),
  until: z.iso.datetime().nullable(),
  reason: z.string(),
});
export type Suspension = z.infer<typeof SuspensionSchema>;

/** An account in the console: who it is and whether a suspension stands now. */
export const OperatorAccountSchema = z.object({
  id: z.uuid(),
  role: z.enum(ACCOUNT_ROLES),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  onboardingCompleted: z.boolean(),
  /** The talent's individual id or the organization's id, once onboarded. */
  profileId: z.uuid().nullable(),
  /** Null when no suspension stands (none was given, it was lifted or it ended). */
  suspension: SuspensionSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type OperatorAccount = z.infer<typeof OperatorAccountSchema>;

/** A report in an account's history, or as one of the earlier reports beside another. */
export const ReportSummarySchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  createdAt: z.iso.datetime(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const OperatorAccountDetailSchema = OperatorAccountSchema.extend({
  /** Reports made about this account, newest first. */
  reports: z.array(ReportSummarySchema),
  /** An organization's jobs, newest first. */
  jobs: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      jobStatus: z.string(),
      hidden: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** The account's chats, latest first: with whom and when it last moved. */
  chats: z.array(
    z.object({ id: z.uuid(), withUserId: z.uuid(), withName: z.string(), updatedAt: z.iso.datetime() }),
  ),
  /** Notes to the platform that came with reviews about this account. */
  privateNotes: z.array(
    z.object({ reviewId: z.uuid(), byName: z.string(), note: z.string(), createdAt: z.iso.datetime() }),
  ),
});
export type OperatorAccountDetail = z.infer<typeof OperatorAccountDetailSchema>;

const SUSPENSION_DAYS_MESSAGE = messageText('suspensionDays', { max: OPERATOR_RULES.maxSuspensionDays });

export const SuspendBodySchema = z.strictObject({
  /** Omitted: a ban, until an operator restores the account. */
  days: z
    .number({ error: SUSPENSION_DAYS_MESSAGE })
    .int({ error: SUSPENSION_DAYS_MESSAGE })
    .min(1, { error: SUSPENSION_DAYS_MESSAGE })
    .max(OPERATOR_RULES.maxSuspensionDays, { error: SUSPENSION_DAYS_MESSAGE })
    .optional(),
  reason: operatorReasonSchema,
});
export type SuspendBody = z.infer<typeof SuspendBodySchema>;

export const RestoreBodySchema = z.strictObject({ reason: operatorReasonSchema });

export const OperatorUsersQuerySchema = queryOf({
  search: textParam('search', MAX_LENGTHS.searchKey).optional(),
  ...paginationQuery(OPERATOR_RULES.auditLogPageSize),
});

const UserIdParamsSchema = z.object({ id: z.uuid() });

export const operatorUsersApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/operator/users',
    summary: 'Accounts whose name or e-mail contains `search` (every account without one), newest first.',
    tag: 'operator',
    auth: 'operator',
    query: OperatorUsersQuerySchema,
    data: pageOf(OperatorAccountSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/operator/users/:id',
    summary:
      "An account's state, the reports about it, its jobs and chats, and the private notes that came with reviews of it.",
    tag: 'operator',
    auth: 'operator',
    params: UserIdParamsSchema,
    data: OperatorAccountDetailSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  suspend: defineEndpoint({
    method: 'POST',
    path: '/operator/users/:id/suspension',
    summary:
      'Suspends the account for `days`, or bans it without them: its sessions end on every process at once, signing in answers 403 SUSPENDED, its jobs and profile leave Explore and its chats say it is suspended. Held money stays held.',
    tag: 'operator',
    auth: 'operator',
    params: UserIdParamsSchema,
    body: SuspendBodySchema,
    data: OperatorAccountSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  restore: defineEndpoint({
    method: 'DELETE',
    path: '/operator/users/:id/suspension',
    summary: 'Lifts the suspension or ban: the account signs in again and comes back to Explore.',
    tag: 'operator',
    auth: 'operator',
    params: UserIdParamsSchema,
    body: RestoreBodySchema,
    data: OperatorAccountSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
};
