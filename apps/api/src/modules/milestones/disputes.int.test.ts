import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, proposedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { payAtSimulator, returnToApp } from '../../../test/simulator-checkout';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf } from '../../lib/ledger/balances';
import { resolveDispute } from './disputes';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ simulatorTuning: { maxDelayMs: 3_600_000, duplicateRate: 0 } });
});

afterEach(async () => {
  await t.close();
});

async function disputed() {
  const contract = await acceptedContract(t);
  const milestone = await proposedMilestone(t, contract, 243_750, { accept: true });
  const funding = await call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
  const returnUrl = await payAtSimulator(
    t,
    funding.json<{ data: { redirectUrl: string } }>().data.redirectUrl,
  );
  await returnToApp(t, returnUrl);
  await call(t, 'POST', `/milestones/${milestone.id}/dispute`, contract.talent.headers, {
    reason: 'Unpaid overtime',
  });
  return { contract, milestone, reference: returnUrl.searchParams.get('id') ?? '' };
}

describe('an operator deciding a dispute', () => {
  it('splits the money: the talent gets its share less the fee rate it accepted, the rest is refunded at the provider', async () => {
    const { contract, milestone, reference } = await disputed();
    const moved = await resolveDispute(t.app.payments, milestone.id, {
      decision: 'split',
      released: 100_000,
    });
    expect(moved?.status).toBe('RELEASED');
    const db = t.db.db;
    // 10 % of 100,000 is 10,000, and 15 % VAT on it 1,500.
    expect(await balanceOf(db, ledgerAccounts.talentAvailable(contract.talent.userId))).toBe(88_500);
    expect(await balanceOf(db, ledgerAccounts.platformFee)).toBe(10_000);
    expect(await balanceOf(db, ledgerAccounts.platformVat)).toBe(1_500);
    expect(await balanceOf(db, ledgerAccounts.organizationFunding(contract.organization.userId))).toBe(
      -100_000,
    );
    expect((await t.app.payments.simulator?.findCheckout(reference))?.refunded).toBe(143_750);
    const invoices = await call(t, 'GET', '/users/me/invoices', contract.talent.headers);
    expect(invoices.json<{ data: { items: { subtotal: number; vat: number }[] } }>().data.items).toEqual([
      expect.objectContaining({ subtotal: 10_000, vat: 1_500 }),
    ]);
  });

  it('releases or refunds it whole, and does nothing to a milestone that is not disputed', async () => {
    const first = await disputed();
    expect((await resolveDispute(t.app.payments, first.milestone.id, { decision: 'refund' }))?.status).toBe(
      'REFUNDED',
    );
    expect(await resolveDispute(t.app.payments, first.milestone.id, { decision: 'release' })).toBeNull();
    expect((await t.app.payments.simulator?.findCheckout(first.reference))?.refunded).toBe(243_750);

    const second = await disputed();
    expect((await resolveDispute(t.app.payments, second.milestone.id, { decision: 'release' }))?.status).toBe(
      'RELEASED',
    );
    expect(await balanceOf(t.db.db, ledgerAccounts.talentAvailable(second.contract.talent.userId))).toBe(
      215_719,
    );
    await expect(
      resolveDispute(t.app.payments, (await disputed()).milestone.id, {
        decision: 'split',
        released: 243_750,
      }),
    ).rejects.toThrow(RangeError);
  });
});
