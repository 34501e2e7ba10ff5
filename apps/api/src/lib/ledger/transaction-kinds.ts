/**
 * What moved the money, stored on each ledger transaction. Each kind is one posting:
 * `milestone.held` funding -> escrow; `milestone.released` escrow -> talent available, platform
 * fee and VAT; `milestone.refunded` escrow -> funding; `milestone.split` both at once;
 * `payout.requested` available -> withdrawing; `payout.paid` withdrawing -> withdrawn;
 * `payout.failed` withdrawing -> available; `payment.duplicate` funding -> refunding (a payment no
 * milestone could hold); `payment.refunded` refunding -> funding (the provider refunded it).
 */
export const LEDGER_TRANSACTION_KINDS = [
  'milestone.held',
  'milestone.released',
  'milestone.refunded',
  'milestone.split',
  'payout.requested',
  'payout.paid',
  'payout.failed',
  'payment.duplicate',
  'payment.refunded',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];
