import { API_BASE_PATH, type Language } from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { MilestonePaymentRow } from '../../db/schema/milestones';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { postTransaction } from '../../lib/ledger/post-transaction';
import { serverText } from '../../lib/messages/server-messages';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type CheckoutState,
  type PaymentProvider,
} from '../../lib/payments/payment-provider';
import {
  endPayment,
  findPaymentByReference,
  findPendingPayment,
  findStalePayments,
  insertPayment,
  markDuplicate,
  mayStillSettle,
  recordCheckout,
  settlePayment,
} from './milestone-payments.repo';
import { issueReceipt, type Seller } from '../invoices/invoices';
import { duplicatePosting, holdPosting } from './milestone-money';
import type { PaymentRefunds } from './payment-refunds';
import { findMilestone, lockContract, moveMilestone, type Contract } from './milestones.repo';
import type { MilestonesService } from './milestones.service';
import { lockPresentParties } from '../account-deletion/account-deletion.repo';

/** Seconds a client waits before asking again when the provider did not answer. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;
/** An attempt the provider never answered is ended after this long: nobody was sent to pay it. */
const UNANSWERED_CHECKOUT_MS = 15 * 60 * 1000;
/** A payer who has not paid within this long is taken to have left; a payment after it still counts. */
const PENDING_CHECKOUT_MS = 60 * 60 * 1000;

export interface FundingDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly provider: PaymentProvider;
  readonly publicUrl: string;
  readonly milestones: MilestonesService;
  readonly logger: FastifyBaseLogger;
  readonly seller: Seller;
  readonly refunds: PaymentRefunds;
}

/** Where a payer's return, or a payment's outcome, leaves things. */
export interface CheckoutOutcome {
  /** DUPLICATE: paid for a milestone that no longer waited for it, and refunded. */
  readonly status: 'PAID' | 'FAILED' | 'PENDING' | 'DUPLICATE';
  readonly milestoneId: string;
  readonly chatId: string;
}

function unavailable(): AppError {
  return new AppError('UNAVAILABLE', serverText('paymentServiceUnavailable'), {
    'retry-after': String(PROVIDER_RETRY_AFTER_SECONDS),
  });
}

/**
 * Funding milestones through the provider (issue 33): an attempt is written before the provider
 * is asked, under its own id, which is the provider's idempotency key; whatever the payer's
 * browser or a webhook says, the checkout is fetched from the provider again and applied once.
 */
export function createFundingService(deps: FundingDeps) {
  const { db, clock, provider, publicUrl, milestones, logger, seller, refunds } = deps;
  const returnUrl = `${publicUrl}${API_BASE_PATH}/payments/return`;

  /** The pending attempt of a milestone, made now from UNFUNDED or the one already running. */
  async function attemptFor(
    milestoneId: string,
    contract: Contract,
    amount: number,
  ): Promise<MilestonePaymentRow> {
    return db.transaction(async (tx) => {
      if ((await lockContract(tx, contract.id)) !== 'APPROVED') {
        throw new AppError('NOT_ALLOWED', serverText('milestonesAcceptedContractOnly'));
      }
      // Issue 36: no money goes into a contract whose other side is leaving.
      if (!(await lockPresentParties(tx, [contract.individualUserId, contract.organizationUserId]))) {
        throw new AppError('NOT_ALLOWED', serverText('milestonePartyDeleting'));
      }
      const pending = await findPendingPayment(tx, milestoneId);
      if (pending !== null) return pending;
      if ((await moveMilestone(tx, milestoneId, ['UNFUNDED'], 'PENDING')) === null) {
        throw new AppError('NOT_ALLOWED', serverText('milestoneChanged'));
      }
      return insertPayment(tx, { milestoneId, provider: provider.name, amount, createdAt: clock.now() });
    });
  }

  /**
   * Ends an attempt the provider refused or never took, or one the payer left, and the milestone
   * waits for funding again.
   */
  async function endAttempt(
    payment: MilestonePaymentRow,
    ending: { failureMessage: string | null; abandonedAt: Date | null },
  ): Promise<void> {
    const found = await findMilestone(db, payment.milestoneId);
    await db.transaction(async (tx) => {
      if (!(await endPayment(tx, payment.id, ending))) return;
      await moveMilestone(tx, payment.milestoneId, ['PENDING'], 'UNFUNDED');
      if (found !== null) await milestones.publish(tx, found.contract);
    });
  }

  async function fund(
    actor: Actor,
    milestoneId: string,
    language: Language,
  ): Promise<{ redirectUrl: string }> {
    const { milestone, contract } = await milestones.milestoneFor(actor, milestoneId, 'fund');
    const attempt = await attemptFor(milestoneId, contract, milestone.amount);
    if (attempt.redirectUrl !== null) return { redirectUrl: attempt.redirectUrl };
    try {
      const checkout = await provider.startCheckout({
        checkoutId: attempt.id,
        amount: attempt.amount,
        description: `${contract.jobTitle}: ${milestone.title}`,
        returnUrl,
        language,
      });
      await recordCheckout(db, attempt.id, checkout);
      return { redirectUrl: checkout.redirectUrl };
    } catch (error) {
      if (error instanceof ProviderRefusedError) {
        logger.warn(
          { status: error.status, reason: error.message },
          'the payment provider refused a checkout',
        );
        await endAttempt(attempt, { failureMessage: error.message, abandonedAt: null });
        throw new AppError('NOT_ALLOWED', serverText('paymentServiceRefused'));
      }
      // The attempt stays pending: a retry asks the provider again under the same id.
      if (error instanceof ProviderUnavailableError) throw unavailable();
      throw error;
    }
  }

  /**
   * Applies what the provider says of a paid checkout, once: the payment, the milestone HELD, its
   * ledger posting and receipt; or, when the milestone no longer waits for money (a second
   * payment), the money owed back to the organization, then refunded. Null when it was applied before.
   */
  async function applyPaid(
    payment: MilestonePaymentRow,
    state: CheckoutState,
    contract: Contract,
  ): Promise<'PAID' | 'DUPLICATE' | null> {
    const externalId = `${provider.name}:checkout:${payment.reference}`;
    const applied = await db.transaction(async (tx) => {
      const from = await settlePayment(tx, payment.id, state);
      if (from === null) return null;
      // A payment the app had given up on may still arrive: the money is the milestone's if it
      // still waits for funding.
      const held = await moveMilestone(
        tx,
        payment.milestoneId,
        from === 'PENDING' ? ['PENDING'] : ['UNFUNDED'],
        'HELD',
        { heldAt: clock.now() },
      );
      if (held === null) {
        await markDuplicate(tx, payment.id);
        await postTransaction(tx, duplicatePosting(payment, contract.organizationUserId, externalId));
        logger.warn(
          { milestoneId: payment.milestoneId, reference: payment.reference },
          'a payment arrived for a milestone that no longer waits for one: it is refunded',
        );
        return 'DUPLICATE';
      }
      await postTransaction(tx, holdPosting(held, contract, externalId));
      await issueReceipt(tx, {
        seller,
        milestone: held,
        userId: contract.organizationUserId,
        buyerName: contract.organizationName,
        description: `${contract.jobTitle}: ${held.title}`,
        issuedAt: clock.now(),
      });
      await milestones.publish(tx, contract);
      await milestones.notify(tx, 'paymentSucceeded', contract, 'PROVIDER');
      return 'PAID';
    });
    if (applied === 'DUPLICATE') {
      const settled = await findPaymentByReference(db, provider.name, payment.reference ?? '');
      if (settled !== null) await refunds.refundDuplicate(settled);
    }
    return applied;
  }

  async function applyFailed(
    payment: MilestonePaymentRow,
    state: CheckoutState,
    contract: Contract,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      if ((await settlePayment(tx, payment.id, state)) !== 'PENDING') return;
      await moveMilestone(tx, payment.milestoneId, ['PENDING'], 'UNFUNDED');
      await milestones.publish(tx, contract);
    });
  }

  /**
   * Fetches a checkout from the provider and applies its outcome; null for a checkout that is
   * not ours. A checkout that does not hold the milestone's amount in riyals is never applied.
   */
  async function applyCheckout(reference: string): Promise<CheckoutOutcome | null> {
    const payment = await findPaymentByReference(db, provider.name, reference);
    if (payment === null) return null;
    const found = await findMilestone(db, payment.milestoneId);
    if (found === null) return null;
    const outcome = (status: CheckoutOutcome['status']) => ({
      status,
      milestoneId: payment.milestoneId,
      chatId: found.contract.chatId,
    });
    const settledBefore = (row: MilestonePaymentRow) =>
      outcome(row.duplicate ? 'DUPLICATE' : (row.status as CheckoutOutcome['status']));
    if (!mayStillSettle(payment)) return settledBefore(payment);
    const state = await provider.checkoutState(reference);
    if (state.status === 'PAID') {
      if (state.amount !== payment.amount || state.currency !== 'SAR') {
        logger.error(
          { reference, expected: payment.amount, paid: state.amount, currency: state.currency },
          'a checkout was paid with another amount than its milestone: not applied',
        );
        return outcome('PENDING');
      }
      const applied = await applyPaid(payment, state, found.contract);
      if (applied !== null) return outcome(applied);
      const settled = await findPaymentByReference(db, provider.name, reference);
      return settled === null ? outcome('PAID') : settledBefore(settled);
    } else if (state.status === 'FAILED') {
      await applyFailed(payment, state, found.contract);
    }
    return outcome(state.status);
  }

  /**
   * Attempts left pending: one the provider never answered is ended (nobody saw its page); one it
   * did is asked about again, and ended when the payer has not paid within PENDING_CHECKOUT_MS.
   */
  async function sweepPending(): Promise<void> {
    const now = clock.now().getTime();
    for (const payment of await findStalePayments(db, new Date(now - UNANSWERED_CHECKOUT_MS), 50)) {
      if (payment.reference === null) {
        await endAttempt(payment, { failureMessage: null, abandonedAt: null });
        continue;
      }
      const outcome = await applyCheckout(payment.reference).catch((error: unknown) => {
        if (error instanceof ProviderUnavailableError) return null;
        throw error;
      });
      if (outcome?.status === 'PENDING' && payment.createdAt.getTime() <= now - PENDING_CHECKOUT_MS) {
        await endAttempt(payment, { failureMessage: null, abandonedAt: clock.now() });
      }
    }
  }

  return { fund, applyCheckout, sweepPending, returnUrl };
}

export type FundingService = ReturnType<typeof createFundingService>;
