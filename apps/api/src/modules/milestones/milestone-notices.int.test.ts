import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mailsTo } from '../../../test/accounts';
import { acceptedContract, proposedMilestone, releasedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { payAtSimulator, returnToApp } from '../../../test/simulator-checkout';
import { resolveDispute } from './disputes';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp({ simulatorTuning: { maxDelayMs: 3_600_000, duplicateRate: 0 } });
});

afterEach(async () => {
  await t.close();
});

async function kindsOf(headers: Record<string, string>) {
  const response = await call(t, 'GET', '/notifications', headers);
  const items = response.json<{
    data: { items: { kind: string; actorName: string; chatId: string | null }[] };
  }>().data.items;
  return items.map((item) => item.kind).reverse();
}

describe('what each side hears of a milestone', () => {
  it('tells the other party of each move, and reminds the organization of a delivery before it is released by itself', async () => {
    const contract = await acceptedContract(t);
    const { organization, talent } = contract;
    const before = {
      talent: await kindsOf(talent.headers),
      organization: await kindsOf(organization.headers),
    };
    const milestone = await proposedMilestone(t, contract, 50_000, { accept: true });
    const funding = await call(t, 'POST', `/milestones/${milestone.id}/funding`, organization.headers);
    await returnToApp(
      t,
      await payAtSimulator(t, funding.json<{ data: { redirectUrl: string } }>().data.redirectUrl),
    );
    await call(t, 'PATCH', `/milestones/${milestone.id}/deliver`, talent.headers);

    t.clock.advance(5 * 24 * 60 * 60 * 1000 - 60_000);
    await t.app.payments.scheduler.runDue();
    expect(await kindsOf(organization.headers)).not.toContain('RELEASE_REMINDER');
    t.clock.advance(60_000);
    await t.app.payments.scheduler.runDue();
    await t.app.payments.scheduler.runDue();
    await call(t, 'PATCH', `/milestones/${milestone.id}/release`, organization.headers);

    // Notifications of one instant of the test's clock come in no set order.
    const gained = async (headers: Record<string, string>, had: string[]) =>
      (await kindsOf(headers)).filter((kind) => !had.includes(kind)).sort();
    expect(await gained(talent.headers, before.talent)).toEqual([
      'MILESTONE_FUNDED',
      'MILESTONE_PROPOSED',
      'MILESTONE_RELEASED',
    ]);
    expect(await gained(organization.headers, before.organization)).toEqual([
      'MILESTONE_ACCEPTED',
      'MILESTONE_DELIVERED',
      'RELEASE_REMINDER',
    ]);
  });

  it("tells the side that did not open a dispute, and both sides of an operator's decision on it", async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract, 50_000, { accept: true });
    const funding = await call(
      t,
      'POST',
      `/milestones/${milestone.id}/funding`,
      contract.organization.headers,
    );
    await returnToApp(
      t,
      await payAtSimulator(t, funding.json<{ data: { redirectUrl: string } }>().data.redirectUrl),
    );
    await call(t, 'POST', `/milestones/${milestone.id}/dispute`, contract.talent.headers, {
      reason: 'Unpaid extra day',
    });
    expect(await kindsOf(contract.organization.headers)).toContain('MILESTONE_DISPUTED');
    expect(await kindsOf(contract.talent.headers)).not.toContain('MILESTONE_DISPUTED');

    await resolveDispute(t.app.payments, milestone.id, { decision: 'split', released: 25_000 });
    for (const headers of [contract.organization.headers, contract.talent.headers])
      expect((await kindsOf(headers)).filter((kind) => kind === 'DISPUTE_DECIDED')).toHaveLength(1);
  });

  it('leads the talent from a release, in the app and by e-mail, to the tax invoice it issued', async () => {
    const { talent } = await releasedMilestone(t, 50_000);
    const invoices = await call(t, 'GET', '/users/me/invoices', talent.headers);
    const [invoice] = invoices.json<{ data: { items: { id: string }[] } }>().data.items;
    const listed = await call(t, 'GET', '/notifications', talent.headers);
    const items = listed.json<{ data: { items: { kind: string; invoiceId: string | null }[] } }>().data.items;
    expect(items.find((item) => item.kind === 'MILESTONE_RELEASED')?.invoiceId).toBe(invoice?.id);
    expect(items.find((item) => item.kind === 'MILESTONE_FUNDED')?.invoiceId).toBeNull();

    t.clock.advance(11 * 60_000);
    await t.app.notificationEmails.run();
    const mail = (await mailsTo(t, talent.email)).find((sent) => /released the payment/.test(sent.text));
    expect(mail?.text).toContain(`http://localhost:3000/payments/invoices/${invoice?.id ?? ''}`);
  });
});
