import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { messageText } from '../messages/contract-messages';
import { maxLengthMessage } from './text';

/** What a report is about (issue 35). */
export const REPORT_TARGET_TYPES = ['USER', 'JOB', 'MESSAGE', 'REVIEW'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** Why: spam, scam or fraud, harassment, inappropriate content, fake profile, underage, paying outside the platform, other. */
export const REPORT_REASONS = [
  'SPAM',
  'SCAM',
  'HARASSMENT',
  'INAPPROPRIATE',
  'FAKE_PROFILE',
  'UNDERAGE',
  'OFF_PLATFORM_PAYMENT',
  'OTHER',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const REPORT_TARGET = messageText('reportTarget');

export const CreateReportBodySchema = z.strictObject({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: REPORT_TARGET }),
  targetId: z.uuid({ error: REPORT_TARGET }),
  reason: z.enum(REPORT_REASONS, { error: messageText('reportReason') }),
  details: z
    .string()
    .trim()
    .max(MAX_LENGTHS.reportDetails, maxLengthMessage(messageText('labelDetails'), MAX_LENGTHS.reportDetails))
    .default(''),
});
export type CreateReportInput = z.input<typeof CreateReportBodySchema>;
export type CreateReport = z.output<typeof CreateReportBodySchema>;
