import { z } from 'zod';
import { MILESTONE_STATUSES } from '../money/milestone-lifecycle';

export const MilestoneStatusSchema = z.enum(MILESTONE_STATUSES);

/** How the organization paid for a milestone, or why its last attempt failed. */
export const MilestonePaymentSchema = z.object({
  status: z.enum(['PENDING', 'PAID', 'FAILED']),
  method: z.enum(['CARD', 'APPLE_PAY', 'STC_PAY']).nullable(),
  cardScheme: z.enum(['mada', 'visa', 'mastercard', 'amex']).nullable(),
  lastFour: z.string().nullable(),
  /** The provider's reason for a failed payment. */
  failureReason: z.string().nullable(),
});
export type MilestonePayment = z.infer<typeof MilestonePaymentSchema>;

/**
 * A milestone of a contract, its amounts in halalas: `fee` and `vat` go to the platform, `net`
 * to the talent (feeBreakdown, fixed when it was proposed).
 */
export const MilestoneSchema = z.object({
  id: z.uuid(),
  jobRequestId: z.uuid(),
  title: z.string(),
  status: MilestoneStatusSchema,
  currency: z.literal('SAR'),
  amount: z.number().int(),
  fee: z.number().int(),
  vat: z.number().int(),
  net: z.number().int(),
  declineReason: z.string().nullable(),
  disputeReason: z.string().nullable(),
  disputedBy: z.enum(['ORGANIZATION', 'INDIVIDUAL']).nullable(),
  createdAt: z.iso.datetime(),
  heldAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  /** When a delivered milestone is released unless disputed first. */
  autoReleaseAt: z.iso.datetime().nullable(),
  /** When it was released or refunded. */
  settledAt: z.iso.datetime().nullable(),
  /** The latest attempt to fund it; null before the first. */
  payment: MilestonePaymentSchema.nullable(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;
