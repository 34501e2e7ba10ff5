import {
  MILESTONE_TRANSITIONS,
  NUMBER_LIMITS,
  feeBreakdown,
  type Milestone,
  type MilestoneAction,
  type MilestoneActor,
} from '@casting/contract';
import type { Db } from '../../db/database';
import type { MilestoneRow } from '../../db/schema/milestones';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import { postTransaction } from '../../lib/ledger/post-transaction';
import { serverText } from '../../lib/messages/server-messages';
import { issueFeeInvoice, type Seller } from '../invoices/invoices';
import type { Notifier } from '../notifications/notifier';
import { milestoneNotices } from './milestone-notices';
import { settlementPosting, splitPosting, splitShares } from './milestone-money';
import { toMilestone } from './milestones.mapper';
import {
  countMilestones,
  findContract,
  findMilestone,
  insertMilestone,
  latestPayments,
  listMilestones,
  lockContract,
  moveMilestone,
  type Contract,
} from './milestones.repo';

export interface MilestonesDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly events: EventBus;
  readonly feePercent: number;
  readonly autoReleaseMs: number;
  readonly seller: Seller;
  readonly notifier: Notifier;
}

/** The actions a party takes through the milestones API; funding and outcomes have their own paths. */
export type PartyAction = Extract<
  MilestoneAction,
  'accept' | 'decline' | 'deliver' | 'release' | 'refund' | 'dispute'
>;

/** Which side of the contract the caller is on, or null for anyone else (who gets 404). */
export function sideOf(actor: Actor, contract: Contract): 'ORGANIZATION' | 'INDIVIDUAL' | null {
  if (actor.userId === contract.organizationUserId) return 'ORGANIZATION';
  if (actor.userId === contract.individualUserId) return 'INDIVIDUAL';
  return null;
}

export function createMilestonesService(deps: MilestonesDeps) {
  const { db, clock, events, feePercent, autoReleaseMs, seller, notifier } = deps;

  async function present(rows: readonly MilestoneRow[], contract: Contract): Promise<Milestone[]> {
    const payments = await latestPayments(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toMilestone(row, payments.get(row.id), contract.organizationUserId, autoReleaseMs),
    );
  }

  async function contractOfParty(actor: Actor, requestId: string) {
    const contract = await findContract(db, requestId);
    const side = contract === null ? null : sideOf(actor, contract);
    if (contract === null || side === null) throw new AppError('NOT_FOUND', serverText('requestMissing'));
    return { contract, side };
  }

  /** The milestone when the caller is a party to its contract and may take `action` on it. */
  async function milestoneFor(actor: Actor, milestoneId: string, action: MilestoneAction) {
    const found = await findMilestone(db, milestoneId);
    const side = found === null ? null : sideOf(actor, found.contract);
    if (found === null || side === null) throw new AppError('NOT_FOUND', serverText('milestoneMissing'));
    const rule = MILESTONE_TRANSITIONS[action];
    if (!rule.by.includes(side)) {
      throw new AppError(
        'FORBIDDEN',
        serverText(rule.by.includes('ORGANIZATION') ? 'milestoneOrganizationOnly' : 'milestoneTalentOnly'),
      );
    }
    return { ...found, side };
  }

  function publish(db: Db, contract: Contract) {
    return events.publish(db, {
      type: 'job-request',
      chatId: contract.chatId,
      userIds: [contract.individualUserId, contract.organizationUserId],
    });
  }

  async function notify(
    tx: Db,
    action: MilestoneAction | 'propose',
    contract: Contract,
    by: MilestoneActor,
    invoiceId: string | null = null,
  ) {
    for (const notice of milestoneNotices(action, contract, by, invoiceId)) await notifier.record(tx, notice);
  }

  async function create(actor: Actor, requestId: string, input: { title: string; amount: number }) {
    const { contract, side } = await contractOfParty(actor, requestId);
    if (side !== 'ORGANIZATION') throw new AppError('FORBIDDEN', serverText('milestoneOrganizationOnly'));
    if (contract.status !== 'APPROVED') {
      throw new AppError('NOT_ALLOWED', serverText('milestonesAcceptedContractOnly'));
    }
    const row = await db.transaction(async (tx) => {
      // Counted and written under the contract's lock: two proposals at once cannot pass the cap together.
      const status = await lockContract(tx, requestId);
      if (status !== 'APPROVED')
        throw new AppError('NOT_ALLOWED', serverText('milestonesAcceptedContractOnly'));
      if ((await countMilestones(tx, requestId)) >= NUMBER_LIMITS.milestonesPerContract) {
        throw new AppError(
          'NOT_ALLOWED',
          serverText('milestonesTooMany', { max: NUMBER_LIMITS.milestonesPerContract }),
        );
      }
      const created = await insertMilestone(tx, {
        jobRequestId: requestId,
        title: input.title,
        ...feeBreakdown(input.amount, feePercent),
        createdAt: clock.now(),
      });
      await publish(tx, contract);
      await notify(tx, 'propose', contract, 'ORGANIZATION');
      return created;
    });
    const [milestone] = await present([row], contract);
    return milestone as Milestone;
  }

  async function list(actor: Actor, requestId: string) {
    const { contract } = await contractOfParty(actor, requestId);
    return { items: await present(await listMilestones(db, requestId), contract) };
  }

  /**
   * One of the parties' transitions, as a compare-and-set on the status; a release or refund
   * writes its ledger posting in the same transaction. Returns the moved row and its contract.
   */
  async function act(
    actor: Actor,
    milestoneId: string,
    action: PartyAction,
    input: { reason?: string | undefined } = {},
  ) {
    const { contract, side } = await milestoneFor(actor, milestoneId, action);
    const moved = await transition(contract, milestoneId, action, side, {
      ...(action === 'decline' ? { declineReason: input.reason?.trim() || null } : {}),
      ...(action === 'dispute' ? { disputeReason: input.reason ?? null, disputedBy: actor.userId } : {}),
    });
    if (moved === null) throw new AppError('NOT_ALLOWED', serverText('milestoneChanged'));
    const [milestone] = await present([moved], contract);
    return { milestone: milestone as Milestone, contract };
  }

  /** Applies a transition of the table for `by`; null when the milestone was not in a `from` state. */
  async function transition(
    contract: Contract,
    milestoneId: string,
    action: MilestoneAction,
    by: MilestoneActor,
    set: Parameters<typeof moveMilestone>[4] = {},
    released?: number,
  ): Promise<MilestoneRow | null> {
    const rule = MILESTONE_TRANSITIONS[action];
    if (!rule.by.includes(by)) throw new Error(`${by} may not ${action} a milestone`);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const moved = await moveMilestone(tx, milestoneId, rule.from, rule.to, {
        ...set,
        ...(rule.to === 'DELIVERED' ? { deliveredAt: now } : {}),
        ...(rule.to === 'RELEASED' || rule.to === 'REFUNDED' ? { settledAt: now } : {}),
      });
      if (moved === null) return null;
      if (rule.money === 'RELEASE' || rule.money === 'REFUND') {
        await postTransaction(tx, settlementPosting(rule.money, moved, contract));
      }
      const shares = rule.money === 'SPLIT' ? splitShares(moved, released ?? 0) : null;
      if (shares !== null) await postTransaction(tx, splitPosting(moved, contract, shares));
      const invoice =
        rule.money === 'RELEASE' || shares !== null
          ? await issueFeeInvoice(tx, {
              seller,
              milestone: moved,
              userId: contract.individualUserId,
              buyerName: contract.talentName,
              description: `${contract.jobTitle}: ${moved.title}`,
              issuedAt: now,
              ...(shares === null ? {} : { charged: shares }),
            })
          : null;
      await publish(tx, contract);
      await notify(tx, action, contract, by, invoice?.id ?? null);
      return moved;
    });
  }

  return { create, list, act, transition, present, milestoneFor, publish, notify };
}

export type MilestonesService = ReturnType<typeof createMilestonesService>;
