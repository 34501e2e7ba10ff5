import type { LedgerLine } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/payouts.json';
import ar from '../../../i18n/ar/payouts.json';
import { ledgerAccountKey, ledgerLabel } from './ledger-label';

const milestone = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Lookbook shoot',
  jobRequestId: '00000000-0000-4000-8000-000000000002',
};

function label(kind: LedgerLine['kind'], account: LedgerLine['account'], withMilestone = true) {
  return ledgerLabel({ kind, account, milestone: withMilestone ? milestone : null });
}

describe('ledgerLabel', () => {
  it('names the milestone of a release, a refund, a split and a payment into escrow', () => {
    expect(label('milestone.released', 'AVAILABLE')).toEqual({ key: 'released', title: 'Lookbook shoot' });
    expect(label('milestone.released', 'FUNDING')).toEqual({
      key: 'releasedFunding',
      title: 'Lookbook shoot',
    });
    expect(label('milestone.held', 'FUNDING')).toEqual({ key: 'heldFunding', title: 'Lookbook shoot' });
    expect(label('milestone.refunded', 'FUNDING')).toEqual({ key: 'refunded', title: 'Lookbook shoot' });
    expect(label('milestone.split', 'AVAILABLE').key).toBe('split');
    expect(label('milestone.split', 'FUNDING').key).toBe('splitFunding');
  });

  it('reads each step of a payout as one line', () => {
    expect(label('payout.requested', 'AVAILABLE', false)).toEqual({ key: 'payoutRequested', title: null });
    expect(label('payout.paid', 'WITHDRAWN', false).key).toBe('payoutPaid');
    expect(label('payout.failed', 'AVAILABLE', false).key).toBe('payoutFailed');
  });

  it('names the milestone a second payment was for, and its refund', () => {
    expect(label('payment.duplicate', 'FUNDING')).toEqual({ key: 'duplicatePaid', title: 'Lookbook shoot' });
    expect(label('payment.refunded', 'FUNDING')).toEqual({
      key: 'duplicateRefunded',
      title: 'Lookbook shoot',
    });
  });

  it('has a sentence for every label and account in both languages', () => {
    const kinds = [
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
    const accounts = ['FUNDING', 'AVAILABLE', 'WITHDRAWN'] as const;
    for (const kind of kinds)
      for (const account of accounts) {
        const { key } = label(kind, account);
        expect(en.transactions.kinds[key], key).toBeTruthy();
        expect(ar.transactions.kinds[key], key).toBeTruthy();
        expect(en.transactions.accounts[ledgerAccountKey(account)]).toBeTruthy();
        expect(ar.transactions.accounts[ledgerAccountKey(account)]).toBeTruthy();
      }
    expect(en.transactions.kinds.released).toBe('Released: {{title}}');
    expect(en.transactions.kinds.payoutFailed).toBe('Withdrawal failed, returned');
  });
});
