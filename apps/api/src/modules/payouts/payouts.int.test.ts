import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { releasedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf } from '../../lib/ledger/balances';

let t: TestApp;

afterEach(async () => {
  await t.close();
});

const IBAN = 'SA73 8000 0000 6080 1016 7520';

async function talentWithEarnings() {
  t = await buildTestApp({ simulatorTuning: { maxDelayMs: 0, duplicateRate: 0, payoutSettleMs: 0 } });
  return releasedMilestone(t);
}

async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the condition never held');
}

async function balance(headers: Record<string, string>) {
  const response = await call(t, 'GET', '/users/me/balance', headers);
  return response.json<{ data: Record<string, { amount: number }> }>().data;
}

describe('the bank account to withdraw to', () => {
  it('takes a Saudi IBAN as people type it, shows it masked, and is for talent only', async () => {
    const { talent, organization } = await talentWithEarnings();
    const none = await call(t, 'GET', '/users/me/payout-account', talent.headers);
    expect(none.json<{ data: unknown }>().data).toEqual({ account: null });
    const wrong = await call(t, 'PUT', '/users/me/payout-account', talent.headers, {
      iban: 'SA7380000000608010167521',
      holderName: 'Noor Alsubaie',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string[] }>().message).toEqual([
      'Enter a Saudi IBAN: SA followed by 22 digits, as your bank shows it.',
    ]);
    const saved = await call(t, 'PUT', '/users/me/payout-account', talent.headers, {
      iban: IBAN.toLowerCase(),
      holderName: 'Noor Alsubaie',
    });
    expect(saved.json<{ data: unknown }>().data).toEqual({
      account: { iban: 'SA•• •••• •••• •••• •••• 7520', holderName: 'Noor Alsubaie' },
    });
    expect((await call(t, 'GET', '/users/me/payout-account', organization.headers)).statusCode).toBe(403);
  });
});

describe('a withdrawal', () => {
  it('takes the money from the available balance at once and moves it to withdrawn when the bank pays', async () => {
    const { talent } = await talentWithEarnings();
    const noAccount = await call(t, 'POST', '/payouts', talent.headers, { amount: 100_000 });
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json<{ message: string }>().message).toBe('Add the bank account to withdraw to first.');
    await call(t, 'PUT', '/users/me/payout-account', talent.headers, {
      iban: IBAN,
      holderName: 'Noor Alsubaie',
    });

    const tooMuch = await call(t, 'POST', '/payouts', talent.headers, { amount: 215_720 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ message: string }>().message).toBe('You can withdraw up to SAR 2,157.19 now.');

    const headers = { ...talent.headers, 'idempotency-key': 'withdraw-once' };
    const created = await call(t, 'POST', '/payouts', headers, { amount: 100_000 });
    expect(created.statusCode).toBe(201);
    const payout = created.json<{ data: { id: string; status: string; iban: string } }>().data;
    expect(payout).toMatchObject({ status: 'PENDING', iban: 'SA•• •••• •••• •••• •••• 7520' });
    const replay = await call(t, 'POST', '/payouts', headers, { amount: 100_000 });
    expect(replay.json<{ data: { id: string } }>().data.id).toBe(payout.id);

    await eventually(async () => (await balance(talent.headers)).withdrawn?.amount === 100_000);
    expect(await balance(talent.headers)).toMatchObject({
      available: { amount: 115_719 },
      withdrawing: { amount: 0 },
      withdrawn: { amount: 100_000 },
    });
    const listed = await call(t, 'GET', '/payouts', talent.headers);
    expect(listed.json<{ data: { items: { id: string; status: string }[] } }>().data.items).toEqual([
      expect.objectContaining({ id: payout.id, status: 'PAID' }),
    ]);
    const notices = await call(t, 'GET', '/notifications', talent.headers);
    expect(
      notices.json<{ data: { items: { kind: string }[] } }>().data.items.map((item) => item.kind),
    ).toContain('PAYOUT_PAID');
  });

  it('returns the money to the available balance when the bank refuses it', async () => {
    const { talent } = await talentWithEarnings();
    await call(t, 'PUT', '/users/me/payout-account', talent.headers, { iban: IBAN, holderName: 'Will Fail' });
    const created = await call(t, 'POST', '/payouts', talent.headers, { amount: 215_719 });
    expect(created.statusCode).toBe(201);
    await eventually(async () => (await balance(talent.headers)).withdrawing?.amount === 0);
    expect(await balance(talent.headers)).toMatchObject({
      available: { amount: 215_719 },
      withdrawn: { amount: 0 },
    });
    const listed = await call(t, 'GET', '/payouts', talent.headers);
    const [failed] = listed.json<{ data: { items: { status: string; failureReason: string }[] } }>().data
      .items;
    expect(failed?.status).toBe('FAILED');
    expect(failed?.failureReason).toContain('The bank refused the transfer');
  });
});

describe('the ledger lines of the caller', () => {
  it('lists each side its own lines, newest first, page by page, one line per step of a payout', async () => {
    const { talent, organization, milestone } = await talentWithEarnings();
    await call(t, 'PUT', '/users/me/payout-account', talent.headers, {
      iban: IBAN,
      holderName: 'Noor Alsubaie',
    });
    await call(t, 'POST', '/payouts', talent.headers, { amount: 100_000 });
    await eventually(async () => (await balance(talent.headers)).withdrawn?.amount === 100_000);

    type Page = {
      items: { kind: string; account: string; amount: number }[];
      meta: { nextCursor: string | null };
    };
    const first = (await call(t, 'GET', '/users/me/transactions?paginate[limit]=2', talent.headers)).json<{
      data: Page;
    }>().data;
    const second = (
      await call(
        t,
        'GET',
        `/users/me/transactions?paginate[limit]=2&paginate[cursor]=${encodeURIComponent(first.meta.nextCursor ?? '')}`,
        talent.headers,
      )
    ).json<{ data: Page }>().data;
    const lines = [...first.items, ...second.items].map(({ kind, account, amount }) => ({
      kind,
      account,
      amount,
    }));
    // The ledger keeps both sides of each step; the talent reads one.
    expect(lines).toEqual([
      { kind: 'payout.paid', account: 'WITHDRAWN', amount: 100_000 },
      { kind: 'payout.requested', account: 'AVAILABLE', amount: -100_000 },
      { kind: 'milestone.released', account: 'AVAILABLE', amount: 215_719 },
    ]);
    expect(second.meta.nextCursor).toBeNull();
    expect(await balanceOf(t.db.db, ledgerAccounts.talentWithdrawing(talent.userId))).toBe(0);

    const theirs = (await call(t, 'GET', '/users/me/transactions', organization.headers)).json<{
      data: { items: { kind: string; account: string; amount: number; milestone: { id: string } | null }[] };
    }>().data.items;
    expect(theirs).toEqual([
      expect.objectContaining({
        kind: 'milestone.held',
        account: 'FUNDING',
        amount: -243_750,
        milestone: expect.objectContaining({ id: milestone.id }),
      }),
    ]);
  });
});
