import type { AccountRole } from '../roles';

/** The states of a milestone (issue 33). UNFUNDED: accepted, not yet paid; PENDING: the payer is at the provider. */
export const MILESTONE_STATUSES = [
  'PROPOSED',
  'DECLINED',
  'UNFUNDED',
  'PENDING',
  'HELD',
  'DELIVERED',
  'RELEASED',
  'REFUNDED',
  'DISPUTED',
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/**
 * Who triggers a transition: the contract's two parties by their role, an operator deciding a
 * dispute, the payment provider's verified event, or the scheduler releasing a delivery nobody
 * answered.
 */
export type MilestoneActor = AccountRole | 'OPERATOR' | 'PROVIDER' | 'SCHEDULER';

/** The ledger posting a transition writes in the same database transaction, if it moves money. */
export type MilestoneMoneyMove = 'HOLD' | 'RELEASE' | 'REFUND' | 'SPLIT';

export const MILESTONE_ACTIONS = [
  'accept',
  'decline',
  'fund',
  'paymentSucceeded',
  'paymentFailed',
  'deliver',
  'release',
  'autoRelease',
  'refund',
  'dispute',
  'resolveRelease',
  'resolveRefund',
  'resolveSplit',
] as const;
export type MilestoneAction = (typeof MILESTONE_ACTIONS)[number];

export interface MilestoneTransition {
  readonly from: readonly MilestoneStatus[];
  readonly to: MilestoneStatus;
  readonly by: readonly MilestoneActor[];
  readonly money: MilestoneMoneyMove | null;
}

/** The organization proposes a milestone on its accepted contract; the talent sees it PROPOSED. */
export const MILESTONE_CREATION = { to: 'PROPOSED', by: 'ORGANIZATION' } as const satisfies {
  readonly to: MilestoneStatus;
  readonly by: MilestoneActor;
};

/**
 * The milestone lifecycle as data (DESIGN habit 12), like the job request's: the server applies
 * an action only from one of its `from` states and for one of its actors (a compare-and-set on
 * the status), and the interface offers exactly the actions listed here.
 *
 * Where issue 33 is silent this follows Upwork: the organization may release held money before
 * delivery too. A split (part released, the rest refunded) ends RELEASED, since the talent was
 * paid for the milestone; the ledger holds how much went each way.
 */
export const MILESTONE_TRANSITIONS: { readonly [A in MilestoneAction]: MilestoneTransition } = {
  accept: { from: ['PROPOSED'], to: 'UNFUNDED', by: ['INDIVIDUAL'], money: null },
  decline: { from: ['PROPOSED'], to: 'DECLINED', by: ['INDIVIDUAL'], money: null },
  fund: { from: ['UNFUNDED'], to: 'PENDING', by: ['ORGANIZATION'], money: null },
  paymentSucceeded: { from: ['PENDING'], to: 'HELD', by: ['PROVIDER'], money: 'HOLD' },
  paymentFailed: { from: ['PENDING'], to: 'UNFUNDED', by: ['PROVIDER'], money: null },
  deliver: { from: ['HELD'], to: 'DELIVERED', by: ['INDIVIDUAL'], money: null },
  release: { from: ['HELD', 'DELIVERED'], to: 'RELEASED', by: ['ORGANIZATION'], money: 'RELEASE' },
  autoRelease: { from: ['DELIVERED'], to: 'RELEASED', by: ['SCHEDULER'], money: 'RELEASE' },
  refund: { from: ['HELD', 'DELIVERED'], to: 'REFUNDED', by: ['INDIVIDUAL'], money: 'REFUND' },
  dispute: { from: ['HELD', 'DELIVERED'], to: 'DISPUTED', by: ['ORGANIZATION', 'INDIVIDUAL'], money: null },
  resolveRelease: { from: ['DISPUTED'], to: 'RELEASED', by: ['OPERATOR'], money: 'RELEASE' },
  resolveRefund: { from: ['DISPUTED'], to: 'REFUNDED', by: ['OPERATOR'], money: 'REFUND' },
  resolveSplit: { from: ['DISPUTED'], to: 'RELEASED', by: ['OPERATOR'], money: 'SPLIT' },
};

/** States no action leaves. */
export const MILESTONE_FINAL_STATUSES: readonly MilestoneStatus[] = MILESTONE_STATUSES.filter((status) =>
  MILESTONE_ACTIONS.every((action) => !MILESTONE_TRANSITIONS[action].from.includes(status)),
);

/** Whether `actor` may take `action` on a milestone in `status`. */
export function canTakeMilestoneAction(
  action: MilestoneAction,
  status: MilestoneStatus,
  actor: MilestoneActor,
): boolean {
  const transition = MILESTONE_TRANSITIONS[action];
  return transition.from.includes(status) && transition.by.includes(actor);
}

/** The actions an actor may take on a milestone in a status, in the table's order. */
export function allowedMilestoneActions(status: MilestoneStatus, actor: MilestoneActor): MilestoneAction[] {
  return MILESTONE_ACTIONS.filter((action) => canTakeMilestoneAction(action, status, actor));
}
