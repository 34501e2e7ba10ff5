import { inOneTransaction } from '../../db/ambient-transaction';
import type { MilestoneRow } from '../../db/schema/milestones';
import { splitShares } from './milestone-money';
import { findMilestone } from './milestones.repo';
import type { Payments } from './payments';

export type DisputeDecision =
  | { readonly decision: 'release' }
  | { readonly decision: 'refund' }
  /** `released` halalas go to the talent (less the fee on them), the rest back to the organization. */
  | { readonly decision: 'split'; readonly released: number };

const ACTIONS = { release: 'resolveRelease', refund: 'resolveRefund', split: 'resolveSplit' } as const;

/**
 * An operator's decision on disputed money (issue 33; the operator's screen comes with issue 35):
 * the milestone leaves DISPUTED as the lifecycle table says, its ledger posting in the same
 * transaction, and whatever goes back to the organization is refunded at the provider. Null when
 * the milestone is not (or no longer) disputed.
 */
export async function resolveDispute(
  payments: Payments,
  milestoneId: string,
  decision: DisputeDecision,
  alongside?: (moved: MilestoneRow) => Promise<void>,
): Promise<MilestoneRow | null> {
  const found = await findMilestone(payments.db, milestoneId);
  if (found === null || found.milestone.status !== 'DISPUTED') return null;
  const released = decision.decision === 'split' ? decision.released : undefined;
  if (released !== undefined) splitShares(found.milestone, released);
  // `alongside` (the operator's audit entry) commits with the decision or not at all.
  const moved = await inOneTransaction(payments.db, async () => {
    const row = await payments.milestones.transition(
      found.contract,
      milestoneId,
      ACTIONS[decision.decision],
      'OPERATOR',
      {},
      released,
    );
    if (row !== null && alongside !== undefined) await alongside(row);
    return row;
  });
  if (moved === null) return null;
  const refunded = decision.decision === 'refund' ? moved.amount : moved.amount - (released ?? moved.amount);
  if (refunded > 0) await payments.refunds.refundMilestone(moved.id, refunded);
  return moved;
}
