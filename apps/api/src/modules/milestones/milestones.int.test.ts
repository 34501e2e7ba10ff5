import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  acceptedContract,
  milestoneNow,
  proposedMilestone,
  type MilestoneData,
} from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { payAtSimulator, returnToApp } from '../../../test/simulator-checkout';
import { balanceOf } from '../../lib/ledger/balances';
import { ledgerAccounts } from '../../lib/ledger/accounts';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('proposing milestones', () => {
  it('shows both parties the fee, the VAT on it and the net, rounded half-up to the halala', async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract, 243_750);
    expect(milestone).toMatchObject({
      status: 'PROPOSED',
      currency: 'SAR',
      amount: 243_750,
      fee: 24_375,
      vat: 3_656,
      net: 215_719,
      payment: null,
    });
    for (const headers of [contract.organization.headers, contract.talent.headers]) {
      expect(await milestoneNow(t, headers, contract.requestId, milestone.id)).toMatchObject({
        net: 215_719,
      });
    }
  });

  it('refuses a title or an amount outside the rules, with the same words as the form', async () => {
    const contract = await acceptedContract(t);
    const url = `/job-requests/${contract.requestId}/milestones`;
    const cases: [object, string][] = [
      [{ title: ' ', amount: 1000 }, 'Milestone title is required.'],
      [
        { title: 'Shoot\nday', amount: 1000 },
        'Milestone title must not contain line breaks or control characters.',
      ],
      [{ title: 'Shoot', amount: 99 }, 'Enter an amount from SAR 1 to SAR 1,000,000.'],
      [{ title: 'Shoot', amount: 100_000_001 }, 'Enter an amount from SAR 1 to SAR 1,000,000.'],
      [{ title: 'Shoot', amount: 10.5 }, 'Enter an amount from SAR 1 to SAR 1,000,000.'],
    ];
    for (const [body, message] of cases) {
      const response = await call(t, 'POST', url, contract.organization.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string[] }>().message).toContain(message);
    }
  });

  it('is for the organization of an accepted contract only: the talent 403, anyone else 404', async () => {
    const contract = await acceptedContract(t);
    const url = `/job-requests/${contract.requestId}/milestones`;
    const body = { title: 'Shoot', amount: 10_000 };
    expect((await call(t, 'POST', url, contract.talent.headers, body)).statusCode).toBe(403);
    const stranger = await onboardedOrganization(t);
    expect((await call(t, 'POST', url, stranger.headers, body)).statusCode).toBe(404);
    expect((await call(t, 'GET', url, stranger.headers)).statusCode).toBe(404);
    const otherTalent = await onboardedTalent(t);
    expect((await call(t, 'GET', url, otherTalent.headers)).statusCode).toBe(404);

    const finished = await call(
      t,
      'PATCH',
      `/jobs/${contract.job.id}/finish`,
      contract.organization.headers,
      {
        requestId: contract.requestId,
      },
    );
    expect(finished.statusCode).toBe(200);
    const late = await call(t, 'POST', url, contract.organization.headers, body);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      'Milestones belong to an accepted contract that is not finished.',
    );
  });

  it('keeps a pending application out of it', async () => {
    const contract = await acceptedContract(t);
    const other = await onboardedTalent(t);
    const applied = await call(t, 'POST', `/chats/${contract.job.organization.id}/messages`, other.headers, {
      messageType: 'REQUEST',
      jobId: contract.job.id,
      content: 'Pick me',
    });
    const requestId = applied.json<{ data: { jobRequest: { id: string } } }>().data.jobRequest.id;
    const response = await call(
      t,
      'POST',
      `/job-requests/${requestId}/milestones`,
      contract.organization.headers,
      {
        title: 'Shoot',
        amount: 10_000,
      },
    );
    expect(response.statusCode).toBe(409);
  });
});

describe('accepting and declining', () => {
  it('lets the talent accept or decline a proposal once, and nobody else', async () => {
    const contract = await acceptedContract(t);
    const first = await proposedMilestone(t, contract);
    const second = await proposedMilestone(t, contract, 50_000);
    expect(
      (await call(t, 'PATCH', `/milestones/${first.id}/accept`, contract.organization.headers)).statusCode,
    ).toBe(403);
    const stranger = await onboardedTalent(t);
    expect((await call(t, 'PATCH', `/milestones/${first.id}/accept`, stranger.headers)).statusCode).toBe(404);

    const accepted = await call(t, 'PATCH', `/milestones/${first.id}/accept`, contract.talent.headers);
    expect(accepted.json<{ data: MilestoneData }>().data.status).toBe('UNFUNDED');
    const declined = await call(t, 'PATCH', `/milestones/${second.id}/decline`, contract.talent.headers, {
      reason: 'Too little for two days',
    });
    expect(declined.json<{ data: MilestoneData }>().data).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Too little for two days',
    });

    const again = await call(t, 'PATCH', `/milestones/${second.id}/accept`, contract.talent.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'This milestone has changed. Please refresh to see where it stands.',
    );
  });

  it('refuses to fund a milestone the talent has not accepted', async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract);
    const response = await call(
      t,
      'POST',
      `/milestones/${milestone.id}/funding`,
      contract.organization.headers,
    );
    expect(response.statusCode).toBe(409);
  });
});

describe('a milestone from funding to withdrawal balance', () => {
  it('is held once paid with the mada test card, delivered, released, and the talent is credited the net', async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract, 243_750, { accept: true });
    const { organization, talent } = contract;

    const funding = await call(t, 'POST', `/milestones/${milestone.id}/funding`, organization.headers);
    expect(funding.statusCode).toBe(201);
    const { redirectUrl } = funding.json<{ data: { redirectUrl: string } }>().data;
    expect(redirectUrl).toMatch(/^http:\/\/localhost:3000\/simulator\/checkouts\//);
    expect((await milestoneNow(t, talent.headers, contract.requestId, milestone.id)).status).toBe('PENDING');

    const back = await returnToApp(t, await payAtSimulator(t, redirectUrl));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `/messages?chat=${contract.chatId}&milestone=${milestone.id}&payment=paid`,
    );
    const held = await milestoneNow(t, talent.headers, contract.requestId, milestone.id);
    expect(held).toMatchObject({
      status: 'HELD',
      payment: { status: 'PAID', method: 'CARD', cardScheme: 'mada', lastFour: '1010', failureReason: null },
    });
    expect(held.heldAt).not.toBeNull();

    const balances = async (headers: Record<string, string>) =>
      (await call(t, 'GET', '/users/me/balance', headers)).json<{
        data: Record<string, { amount: number }>;
      }>().data;
    expect((await balances(talent.headers)).held?.amount).toBe(243_750);
    expect((await balances(organization.headers)).held?.amount).toBe(243_750);

    const early = await call(t, 'PATCH', `/jobs/${contract.job.id}/finish`, organization.headers, {
      requestId: contract.requestId,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Release or refund the milestones that hold money before finishing this contract.',
    );

    expect(
      (await call(t, 'PATCH', `/milestones/${milestone.id}/deliver`, organization.headers)).statusCode,
    ).toBe(403);
    const delivered = (await call(t, 'PATCH', `/milestones/${milestone.id}/deliver`, talent.headers)).json<{
      data: MilestoneData;
    }>().data;
    expect(delivered.status).toBe('DELIVERED');
    expect(Date.parse(String(delivered.autoReleaseAt)) - Date.parse(String(delivered.deliveredAt))).toBe(
      7 * 24 * 60 * 60 * 1000,
    );
    expect((await call(t, 'PATCH', `/milestones/${milestone.id}/release`, talent.headers)).statusCode).toBe(
      403,
    );
    const released = (
      await call(t, 'PATCH', `/milestones/${milestone.id}/release`, organization.headers)
    ).json<{ data: MilestoneData }>().data;
    expect(released.status).toBe('RELEASED');

    expect(await balances(talent.headers)).toMatchObject({
      held: { amount: 0 },
      available: { amount: 215_719 },
      withdrawn: { amount: 0 },
    });
    expect(await balances(organization.headers)).toMatchObject({
      held: { amount: 0 },
      released: { amount: 243_750 },
      refunded: { amount: 0 },
    });
    const db = t.db.db;
    expect(await balanceOf(db, ledgerAccounts.platformFee)).toBe(24_375);
    expect(await balanceOf(db, ledgerAccounts.platformVat)).toBe(3_656);
    expect(await balanceOf(db, ledgerAccounts.milestoneEscrow(milestone.id))).toBe(0);

    const twice = await call(t, 'PATCH', `/milestones/${milestone.id}/release`, organization.headers);
    expect(twice.statusCode).toBe(409);
    const finished = await call(t, 'PATCH', `/jobs/${contract.job.id}/finish`, organization.headers, {
      requestId: contract.requestId,
    });
    expect(finished.statusCode).toBe(200);
  });
});
