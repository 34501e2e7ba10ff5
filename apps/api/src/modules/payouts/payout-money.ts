import type { PayoutRow } from '../../db/schema/payouts';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import type { LedgerPosting } from '../../lib/ledger/post-transaction';

/** A payout asked for: the money leaves what the talent may withdraw until the bank has paid it. */
export function payoutRequested(payout: PayoutRow): LedgerPosting {
  return {
    kind: 'payout.requested',
    externalId: `payout:${payout.id}:requested`,
    payoutId: payout.id,
    lines: [
      { account: ledgerAccounts.talentAvailable(payout.userId), amount: -payout.amount },
      { account: ledgerAccounts.talentWithdrawing(payout.userId), amount: payout.amount },
    ],
  };
}

/** The bank paid it, or refused it and the money is the talent's to withdraw again. Keyed by the payout: once. */
export function payoutSettled(payout: PayoutRow, status: 'PAID' | 'FAILED'): LedgerPosting {
  const to =
    status === 'PAID'
      ? ledgerAccounts.talentWithdrawn(payout.userId)
      : ledgerAccounts.talentAvailable(payout.userId);
  return {
    kind: status === 'PAID' ? 'payout.paid' : 'payout.failed',
    externalId: `payout:${payout.id}:settled`,
    payoutId: payout.id,
    lines: [
      { account: ledgerAccounts.talentWithdrawing(payout.userId), amount: -payout.amount },
      { account: to, amount: payout.amount },
    ],
  };
}
