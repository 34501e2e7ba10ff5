import {
  allowedMilestoneActions,
  type AccountRole,
  type Milestone,
  type MilestoneAction,
  type MilestoneStatus,
} from '@casting/contract';

/**
 * Where a milestone's money stands, which colours its status and its note: not yet paid in
 * (nothing protects the talent), held by the platform, frozen by a dispute, paid out, or closed
 * without money moving.
 */
export type MilestoneTone = 'unprotected' | 'held' | 'frozen' | 'settled' | 'closed';

export const MILESTONE_TONES: { readonly [S in MilestoneStatus]: MilestoneTone } = {
  PROPOSED: 'unprotected',
  UNFUNDED: 'unprotected',
  PENDING: 'unprotected',
  HELD: 'held',
  DELIVERED: 'held',
  DISPUTED: 'frozen',
  RELEASED: 'settled',
  REFUNDED: 'settled',
  DECLINED: 'closed',
};

/** The actions the contract's two parties take themselves; the rest belong to the provider, the scheduler and operators. */
export const PARTY_MILESTONE_ACTIONS = [
  'accept',
  'decline',
  'fund',
  'deliver',
  'release',
  'refund',
  'dispute',
] as const satisfies readonly MilestoneAction[];
export type PartyMilestoneAction = (typeof PARTY_MILESTONE_ACTIONS)[number];

function isPartyAction(action: MilestoneAction): action is PartyMilestoneAction {
  return (PARTY_MILESTONE_ACTIONS as readonly MilestoneAction[]).includes(action);
}

/** What `role` may do to a milestone in `status`, in the lifecycle table's order. */
export function partyMilestoneActions(status: MilestoneStatus, role: AccountRole): PartyMilestoneAction[] {
  return allowedMilestoneActions(status, role).filter(isPartyAction);
}

/**
 * Why the latest payment of a milestone failed, while it waits to be funded again: the provider's
 * reason in the reader's language, or `fallback` when it gave none; null when nothing failed.
 */
export function paymentFailure(milestone: Milestone, fallback: string): string | null {
  if (milestone.status !== 'UNFUNDED' || milestone.payment?.status !== 'FAILED') return null;
  return milestone.payment.failureReason ?? fallback;
}
