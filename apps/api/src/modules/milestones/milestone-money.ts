import type { MilestoneMoneyMove } from '@casting/contract';
import type { MilestoneRow } from '../../db/schema/milestones';
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
