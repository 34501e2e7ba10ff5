import type { MilestoneAction, MilestoneActor, NotificationKind } from '@casting/contract';
import type { NewNotification } from '../notifications/notifications.repo';
import type { Contract } from './milestones.repo';

type Side = 'ORGANIZATION' | 'INDIVIDUAL';

/**
 * Who hears of each move of a milestone, and as what; a dispute goes to the side that did not open
 * it, an operator's decision on it to both.
 */
const NOTICES: Partial<
  Record<MilestoneAction | 'propose', { kind: NotificationKind; to: Side | 'OTHER' | 'BOTH' }>
> = {
  propose: { kind: 'MILESTONE_PROPOSED', to: 'INDIVIDUAL' },
  accept: { kind: 'MILESTONE_ACCEPTED', to: 'ORGANIZATION' },
  decline: { kind: 'MILESTONE_DECLINED', to: 'ORGANIZATION' },
  paymentSucceeded: { kind: 'MILESTONE_FUNDED', to: 'INDIVIDUAL' },
  deliver: { kind: 'MILESTONE_DELIVERED', to: 'ORGANIZATION' },
  release: { kind: 'MILESTONE_RELEASED', to: 'INDIVIDUAL' },
  autoRelease: { kind: 'MILESTONE_RELEASED', to: 'INDIVIDUAL' },
  refund: { kind: 'MILESTONE_REFUNDED', to: 'ORGANIZATION' },
  dispute: { kind: 'MILESTONE_DISPUTED', to: 'OTHER' },
  resolveRelease: { kind: 'DISPUTE_DECIDED', to: 'BOTH' },
  resolveRefund: { kind: 'DISPUTE_DECIDED', to: 'BOTH' },
  resolveSplit: { kind: 'DISPUTE_DECIDED', to: 'BOTH' },
};

/**
 * The notifications a move of a milestone gives: to the other party, named by the one who made it.
 * A release's leads to the tax invoice it issued.
 */
export function milestoneNotices(
  action: MilestoneAction | 'propose',
  contract: Contract,
  by: MilestoneActor,
  invoiceId: string | null = null,
): NewNotification[] {
  const notice = NOTICES[action];
  if (notice === undefined) return [];
  const sides: readonly Side[] =
    notice.to === 'BOTH'
      ? ['ORGANIZATION', 'INDIVIDUAL']
      : [notice.to === 'OTHER' ? (by === 'ORGANIZATION' ? 'INDIVIDUAL' : 'ORGANIZATION') : notice.to];
  return sides.map((to) => ({
    userId: to === 'INDIVIDUAL' ? contract.individualUserId : contract.organizationUserId,
    kind: notice.kind,
    actorName: to === 'INDIVIDUAL' ? contract.organizationName : contract.talentName,
    jobId: contract.jobId,
    jobTitle: contract.jobTitle,
    chatId: contract.chatId,
    invoiceId: notice.kind === 'MILESTONE_RELEASED' ? invoiceId : null,
  }));
}
