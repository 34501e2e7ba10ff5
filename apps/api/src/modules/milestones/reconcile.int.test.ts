import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, proposedMilestone, releasedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { simulatorCheckouts } from '../../db/schema/simulator';
import { reconcile } from './reconcile';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ simulatorTuning: { maxDelayMs: 3_600_000, duplicateRate: 0 } });
});

afterEach(async () => {
  await t.close();
});

describe('reconciling the ledger with the provider', () => {
  it('finds nothing after a milestone was paid, released and the rest left pending', async () => {
    await releasedMilestone(t);
    expect(await reconcile(t.db.db, t.app.payments.provider)).toEqual([]);
  });

  it('names a payment whose amount differs at the provider, and one the provider took that nothing holds', async () => {
    await releasedMilestone(t, 50_000);
    await t.db.db.update(simulatorCheckouts).set({ amount: 40_000 });

    const contract = await acceptedContract(t);
    const unpaid = await proposedMilestone(t, contract, 70_000, { accept: true });
    const funding = await call(t, 'POST', `/milestones/${unpaid.id}/funding`, contract.organization.headers);
    const reference = new URL(funding.json<{ data: { redirectUrl: string } }>().data.redirectUrl).pathname
      .split('/')
      .pop();
    // The payer paid; neither the return nor the webhook came, and the attempt was given up on.
    await t.app.payments.simulator?.completeCheckout(reference ?? '', {
      method: 'CARD',
      cardScheme: 'visa',
      lastFour: '1111',
      outcome: 'PAID',
    });
    t.clock.advance(61 * 60 * 1000);
    await t.db.db
      .update(simulatorCheckouts)
      .set({ status: 'PENDING' })
      .where(eq(simulatorCheckouts.id, reference ?? ''));
    await t.app.payments.scheduler.runDue();
    await t.db.db
      .update(simulatorCheckouts)
      .set({ status: 'PAID' })
      .where(eq(simulatorCheckouts.id, reference ?? ''));

    const differences = await reconcile(t.db.db, t.app.payments.provider);
    expect(differences).toHaveLength(2);
    expect(differences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/paid 50000 halalas here, PAID 40000 at simulator/),
        expect.stringMatching(/paid at simulator but FAILED here \(milestone UNFUNDED\): refund it/),
      ]),
    );
  });
});
