import type { LedgerLine } from '@casting/contract';

/** The key of a line's label in the `payouts` catalogue, under `transactions.kinds`. */
export type LedgerLabelKey =
  | 'heldFunding'
  | 'released'
  | 'releasedFunding'
  | 'refunded'
  | 'split'
  | 'splitFunding'
  | 'duplicatePaid'
  | 'duplicateRefunded'
  | 'payoutRequested'
  | 'payoutPaid'
  | 'payoutFailed';

export interface LedgerLabel {
  readonly key: LedgerLabelKey;
  /** The milestone's title, for the labels that name it. */
  readonly title: string | null;
}

/**
 * What a ledger line says to its reader. The API sends one line per step, each on the account it
 * moved (a withdrawal's request on the available balance, its payment on what was withdrawn), so
 * the kind names the step; a release or a split reads differently to each side.
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
    case 'payment.duplicate':
      return { key: 'duplicatePaid', title };
    case 'payment.refunded':
      return { key: 'duplicateRefunded', title };
    case 'payout.requested':
      return { key: 'payoutRequested', title: null };
    case 'payout.paid':
      return { key: 'payoutPaid', title: null };
    case 'payout.failed':
      return { key: 'payoutFailed', title: null };
  }
}

/** Which of the caller's accounts a line moved, said after its label. */
export function ledgerAccountKey(account: LedgerLine['account']): 'available' | 'withdrawn' | 'funding' {
  switch (account) {
    case 'AVAILABLE':
      return 'available';
    case 'WITHDRAWN':
      return 'withdrawn';
    case 'FUNDING':
      return 'funding';
  }
}
