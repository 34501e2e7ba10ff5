import { maskIban, PRODUCT_NAME, type Payout } from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { PayoutRow } from '../../db/schema/payouts';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { ledgerAccounts } from '../../lib/ledger/accounts';
import { balanceOf } from '../../lib/ledger/balances';
import { LedgerError } from '../../lib/ledger/ledger-error';
import { postTransaction } from '../../lib/ledger/post-transaction';
import { serverText } from '../../lib/messages/server-messages';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
} from '../../lib/payments/payment-provider';
import type { Notifier } from '../notifications/notifier';
import { payoutRequested, payoutSettled } from './payout-money';
import {
  findPayout,
  findPayoutAccount,
  findPayoutByReference,
  findPendingPayouts,
  insertPayout,
  listPayouts,
  recordPayoutReference,
  savePayoutAccount,
  settlePayout,
} from './payouts.repo';

export function toPayout(row: PayoutRow): Payout {
  return {
    id: row.id,
    amount: row.amount,
    currency: 'SAR',
    status: row.status as Payout['status'],
    iban: maskIban(row.iban),
    holderName: row.holderName,
    failureReason: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
  };
}

const riyals = (halalas: number) =>
  (halalas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Withdrawals (issue 33): the money leaves the talent's available balance in the transaction
 * that records the payout, so two withdrawals cannot take the same riyal; the provider pays it
 * under the payout's id, and its outcome is applied once, from its event or the sweep.
 */
export function createPayoutsService(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  logger: FastifyBaseLogger;
  notifier: Notifier;
}) {
  const { db, clock, provider, logger, notifier } = deps;

  function talentOnly(actor: Actor): void {
    if (actor.role !== 'INDIVIDUAL') throw new AppError('FORBIDDEN', serverText('payoutsTalentOnly'));
  }

  async function account(actor: Actor) {
    talentOnly(actor);
    const row = await findPayoutAccount(db, actor.userId);
    return { account: row === null ? null : { iban: maskIban(row.iban), holderName: row.holderName } };
  }

  async function saveAccount(actor: Actor, input: { iban: string; holderName: string }) {
    talentOnly(actor);
    await savePayoutAccount(db, { userId: actor.userId, ...input });
    return account(actor);
  }

  /** Sends a recorded payout to the provider; a refusal returns the money at once. */
  async function send(payout: PayoutRow): Promise<void> {
    try {
      const { reference } = await provider.startPayout({
        payoutId: payout.id,
        amount: payout.amount,
        iban: payout.iban,
        holderName: payout.holderName,
      });
      await recordPayoutReference(db, payout.id, reference);
    } catch (error) {
      if (!(error instanceof ProviderRefusedError)) throw error;
      logger.warn({ payoutId: payout.id, reason: error.message }, 'the provider refused a payout');
      await settle(payout.id, 'FAILED', error.message);
    }
  }

  async function create(actor: Actor, amount: number): Promise<Payout> {
    talentOnly(actor);
    const bank = await findPayoutAccount(db, actor.userId);
    if (bank === null) throw new AppError('NOT_ALLOWED', serverText('payoutAccountMissing'));
    const payout = await db
      .transaction(async (tx) => {
        const row = await insertPayout(tx, {
          userId: actor.userId,
          amount,
          iban: bank.iban,
          holderName: bank.holderName,
          provider: provider.name,
          createdAt: clock.now(),
        });
        await postTransaction(tx, payoutRequested(row));
        return row;
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof LedgerError) || error.reason !== 'INSUFFICIENT_FUNDS') throw error;
        const available = await balanceOf(db, ledgerAccounts.talentAvailable(actor.userId));
        throw new AppError(
          'NOT_ALLOWED',
          serverText('payoutMoreThanAvailable', { available: riyals(available) }),
        );
      });
    try {
      await send(payout);
    } catch (error) {
      // Recorded and taken from the balance: the sweep sends it under the same id.
      if (!(error instanceof ProviderUnavailableError)) throw error;
      logger.warn({ payoutId: payout.id }, 'the provider did not take a payout yet; it is retried');
    }
    return toPayout((await findPayout(db, payout.id)) ?? payout);
  }

  /** The payout's outcome and its ledger posting, once. */
  async function settle(payoutId: string, status: 'PAID' | 'FAILED', failureMessage: string | null) {
    await db.transaction(async (tx) => {
      const settled = await settlePayout(tx, payoutId, status, failureMessage);
      if (settled === null) return;
      await postTransaction(tx, payoutSettled(settled, status));
      await notifier.record(tx, {
        userId: settled.userId,
        kind: status === 'PAID' ? 'PAYOUT_PAID' : 'PAYOUT_FAILED',
        actorName: PRODUCT_NAME,
      });
    });
  }

  /** Fetches a payout from the provider and applies its outcome; false for a payout that is not ours. */
  async function applyPayout(reference: string): Promise<boolean> {
    const payout = await findPayoutByReference(db, provider.name, reference);
    if (payout === null) return false;
    if (payout.status !== 'PENDING') return true;
    const state = await provider.payoutState(reference);
    if (state.status !== 'PENDING') await settle(payout.id, state.status, state.failureMessage);
    return true;
  }

  /** Payouts still pending: sent again when the provider never took them, else asked about. */
  async function sweepPending(): Promise<void> {
    for (const payout of await findPendingPayouts(db, 50)) {
      try {
        if (payout.reference === null) await send(payout);
        else await applyPayout(payout.reference);
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
      }
    }
  }

  async function list(actor: Actor, page: number, limit: number) {
    talentOnly(actor);
    const { rows, total } = await listPayouts(db, actor.userId, limit, (page - 1) * limit);
    return { items: rows.map(toPayout), meta: { page, limit, total } };
  }

  return { account, saveAccount, create, list, applyPayout, sweepPending };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
