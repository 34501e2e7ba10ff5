import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { CreateReportBodySchema, REPORT_REASONS, REPORT_TARGET_TYPES } from '../validation/report';

/** A report as its reporter sees it: what they reported and why, never what became of the account. */
export const ReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  createdAt: z.iso.datetime(),
});
export type Report = z.infer<typeof ReportSchema>;

export const reportsApi = {
  create: defineEndpoint({
    method: 'POST',
    path: '/reports',
    summary:
      "Reports a user (targetId: their user, talent profile or organization id), a job, a message of one of the caller's chats or a review, which the caller can see (404 otherwise). The answer's message thanks the reporter and says what happens next. Reporting the same item again answers the first report, unchanged. Limited per account (429 with Retry-After beyond).",
    tag: 'reports',
    auth: 'session',
    step: 'onboarded',
    body: CreateReportBodySchema,
    data: ReportSchema,
    successStatus: 201,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
};
