import type { LedgerLine } from '@casting/contract';

/** The key of a line's label in the `payouts` catalogue, under `transactions.kinds`. */
export type LedgerLabelKey =
  | 'heldFunding'
  | 'released'
  | 'releasedFunding'
  | 'refunded'
  | 'split'
  | 'splitFunding'
  | 'payoutRequested'
  | 'payoutProcessing'
  | 'payoutPaid'
  | 'payoutPaidProcessing'
  | 'payoutFailed'
  | 'payoutFailedProcessing';

export interface LedgerLabel {
  readonly key: LedgerLabelKey;
  /** The milestone's title, for the labels that name it. */
  readonly title: string | null;
}

/**
 * What a ledger line says to its reader: the kind of movement read on the account it moved. A
 * payout moves two of the talent's accounts at once (available to withdrawing, withdrawing to
 * withdrawn or back), so each side says what happened to that account.
 */
export function ledgerLabel(line: Pick<LedgerLine, 'kind' | 'account' | 'milestone'>): LedgerLabel {
  const title = line.milestone?.title ?? null;
  const funding = line.account === 'FUNDING';
  switch (line.kind) {
    case 'milestone.held':
      return { key: 'heldFunding', title };
    case 'milestone.released':
      return { key: funding ? 'releasedFunding' : 'released', title };
    case 'milestone.refunded':
      return { key: 'refunded', title };
    case 'milestone.split':
      return { key: funding ? 'splitFunding' : 'split', title };
    case 'payout.requested':
      return { key: line.account === 'WITHDRAWING' ? 'payoutProcessing' : 'payoutRequested', title: null };
    case 'payout.paid':
      return { key: line.account === 'WITHDRAWING' ? 'payoutPaidProcessing' : 'payoutPaid', title: null };
    case 'payout.failed':
      return {
        key: line.account === 'WITHDRAWING' ? 'payoutFailedProcessing' : 'payoutFailed',
        title: null,
      };
  }
}

/** Which of the talent's accounts a line moved, said after its label when it is not the balance itself. */
export function ledgerAccountKey(
  account: LedgerLine['account'],
): 'available' | 'processing' | 'withdrawn' | 'funding' {
  switch (account) {
    case 'AVAILABLE':
      return 'available';
    case 'WITHDRAWING':
      return 'processing';
    case 'WITHDRAWN':
      return 'withdrawn';
    case 'FUNDING':
      return 'funding';
  }
}
