import { z } from 'zod';
import { MAX_LENGTHS, NUMBER_LIMITS } from '../constants';
import { messageText } from '../messages/contract-messages';
import { isValidSaudiIban, normalizeIban } from '../money/iban';
import { withThousandsCommas } from './digits';
import { maxLengthMessage, requiredLine, requiredText } from './text';

const { milestoneMinHalalas: MIN, milestoneMaxHalalas: MAX } = NUMBER_LIMITS;
const riyals = (halalas: number) => withThousandsCommas(halalas / 100);

/** An amount of a milestone or a payout: whole halalas from SAR 1 to SAR 1,000,000. */
function amountOf(messageKey: 'milestoneAmount' | 'payoutAmount') {
  const message = messageText(messageKey, { min: riyals(MIN), max: riyals(MAX) });
  return z.number({ error: message }).int(message).min(MIN, message).max(MAX, message);
}

export const CreateMilestoneSchema = z.strictObject({
  title: requiredLine(
    messageText('milestoneTitleRequired'),
    messageText('labelMilestoneTitle'),
    MAX_LENGTHS.milestoneTitle,
  ),
  /** Halalas. */
  amount: amountOf('milestoneAmount'),
});
export type CreateMilestoneInput = z.input<typeof CreateMilestoneSchema>;

export const DeclineMilestoneSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(MAX_LENGTHS.declineMessage, maxLengthMessage(messageText('labelReason'), MAX_LENGTHS.declineMessage))
    .optional(),
});

export const DisputeMilestoneSchema = z.strictObject({
  reason: requiredText(
    messageText('disputeReasonRequired'),
    messageText('labelReason'),
    MAX_LENGTHS.disputeReason,
  ),
});

export const PayoutAccountInputSchema = z.strictObject({
  iban: z
    .string({ error: messageText('ibanInvalid') })
    .refine(isValidSaudiIban, messageText('ibanInvalid'))
    .transform(normalizeIban),
  holderName: requiredLine(
    messageText('holderNameRequired'),
    messageText('labelHolderName'),
    MAX_LENGTHS.payoutHolderName,
  ),
});
export type PayoutAccountInput = z.input<typeof PayoutAccountInputSchema>;

export const CreatePayoutSchema = z.strictObject({ amount: amountOf('payoutAmount') });
