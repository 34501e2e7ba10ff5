import type { MilestoneMoneyMove } from '@casting/contract';
import type { MilestonePaymentRow, MilestoneRow } from '../../db/schema/milestones';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import type { LedgerPosting } from '../../lib/ledger/post-transaction';

interface Parties {
  readonly organizationUserId: string;
  readonly individualUserId: string;
}

/** The provider took the organization's payment: it is held for the milestone. */
export function holdPosting(milestone: MilestoneRow, parties: Parties, externalId: string): LedgerPosting {
  return {
    kind: 'milestone.held',
    externalId,
    milestoneId: milestone.id,
    lines: [
      { account: ledgerAccounts.organizationFunding(parties.organizationUserId), amount: -milestone.amount },
      { account: ledgerAccounts.milestoneEscrow(milestone.id), amount: milestone.amount },
    ],
  };
}

/**
 * A payment the provider took that no milestone could hold (a second payment of a milestone
 * already held): the organization paid it in, and it is owed back until the provider refunds it.
 * Keyed by its checkout, as a hold is, so a checkout is either held or owed back, once.
 */
export function duplicatePosting(
  payment: MilestonePaymentRow,
  organizationUserId: string,
  externalId: string,
): LedgerPosting {
  return {
    kind: 'payment.duplicate',
    externalId,
    milestoneId: payment.milestoneId,
    lines: [
      { account: ledgerAccounts.organizationFunding(organizationUserId), amount: -payment.amount },
      { account: ledgerAccounts.organizationRefunding(organizationUserId), amount: payment.amount },
    ],
  };
}

/** The provider refunded that second payment: the organization has it back. */
export function duplicateRefundedPosting(
  payment: MilestonePaymentRow,
  organizationUserId: string,
): LedgerPosting {
  return {
    kind: 'payment.refunded',
    externalId: `payment:${payment.id}:refunded`,
    milestoneId: payment.milestoneId,
    lines: [
      { account: ledgerAccounts.organizationRefunding(organizationUserId), amount: -payment.amount },
      { account: ledgerAccounts.organizationFunding(organizationUserId), amount: payment.amount },
    ],
  };
}

/**
 * The ledger posting of a transition that moves held money: a release pays the talent the net
 * and the platform its fee and VAT; a refund returns everything to the organization. Each is
 * keyed by the milestone, so a milestone's money moves out of escrow once.
 */
export function settlementPosting(
  move: Exclude<MilestoneMoneyMove, 'HOLD' | 'SPLIT'>,
  milestone: MilestoneRow,
  parties: Parties,
): LedgerPosting {
  const escrow = { account: ledgerAccounts.milestoneEscrow(milestone.id), amount: -milestone.amount };
  if (move === 'REFUND') {
    return {
      kind: 'milestone.refunded',
      externalId: `milestone:${milestone.id}:settled`,
      milestoneId: milestone.id,
      lines: [
        escrow,
        { account: ledgerAccounts.organizationFunding(parties.organizationUserId), amount: milestone.amount },
      ],
    };
  }
  const lines = [
    escrow,
    { account: ledgerAccounts.talentAvailable(parties.individualUserId), amount: milestone.net },
    { account: ledgerAccounts.platformFee, amount: milestone.fee },
    { account: ledgerAccounts.platformVat, amount: milestone.vat },
  ].filter((line) => line.amount !== 0);
  return {
    kind: 'milestone.released',
    externalId: `milestone:${milestone.id}:settled`,
    milestoneId: milestone.id,
    lines,
  };
}

/** `numerator / denominator` rounded half-up; both non-negative. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * An operator's split of disputed money: `released` halalas of the milestone go to the talent,
 * less the milestone's own fee rate on them and the VAT on that fee (the terms the talent
 * accepted), the rest back to the organization.
 */
export function splitShares(milestone: MilestoneRow, released: number) {
  if (!Number.isSafeInteger(released) || released <= 0 || released >= milestone.amount) {
    throw new RangeError(
      `a split releases between 1 and ${String(milestone.amount - 1)} halalas, not ${String(released)}`,
    );
  }
  const fee = Number(divideHalfUp(BigInt(milestone.fee) * BigInt(released), BigInt(milestone.amount)));
  const vat = Number(divideHalfUp(BigInt(fee) * 15n, 100n));
  return { released, fee, vat, net: released - fee - vat, refunded: milestone.amount - released };
}

export function splitPosting(
  milestone: MilestoneRow,
  parties: Parties,
  shares: ReturnType<typeof splitShares>,
): LedgerPosting {
  const lines = [
    { account: ledgerAccounts.milestoneEscrow(milestone.id), amount: -milestone.amount },
    { account: ledgerAccounts.talentAvailable(parties.individualUserId), amount: shares.net },
    { account: ledgerAccounts.platformFee, amount: shares.fee },
    { account: ledgerAccounts.platformVat, amount: shares.vat },
    { account: ledgerAccounts.organizationFunding(parties.organizationUserId), amount: shares.refunded },
  ].filter((line) => line.amount !== 0);
  return {
    kind: 'milestone.split',
    externalId: `milestone:${milestone.id}:settled`,
    milestoneId: milestone.id,
    lines,
  };
}
