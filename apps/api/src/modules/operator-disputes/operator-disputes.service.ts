import { messageText, type DecideDisputeBody, type Milestone, type OperatorDispute } from '@casting/contract';
import { AppError } from '../../lib/app-error';
import { serverText } from '../../lib/messages/server-messages';
import type { OperatorActor } from '../../lib/operator-guard';
import { pageFrom } from '../../lib/page';
import { insertAuditEntry } from '../audit-log/audit-log.repo';
import { resolveDispute, type DisputeDecision } from '../milestones/disputes';
import { toMilestone } from '../milestones/milestones.mapper';
import { findMilestone } from '../milestones/milestones.repo';
import type { Payments } from '../milestones/payments';
import { selectDisputes } from './operator-disputes.repo';

/** A disputed milestone has no auto-release time to show. */
const NO_AUTO_RELEASE = 0;

export async function listDisputes(payments: Payments, query: { page: number; limit: number }) {
  const rows = await selectDisputes(payments.db, (query.page - 1) * query.limit, query.limit);
  return pageFrom(rows, query.page, query.limit, (row): OperatorDispute => {
    const milestone = toMilestone(row.milestone, undefined, row.organizationUserId, NO_AUTO_RELEASE);
    return {
      milestone,
      chatId: row.chatId,
      job: { id: row.jobId, title: row.jobTitle },
      organization: { userId: row.organizationUserId, name: row.organizationName },
      talent: { userId: row.talentUserId, name: row.talentName },
      disputedBy: milestone.disputedBy,
      disputeReason: row.milestone.disputeReason,
      disputedAt: row.milestone.updatedAt.toISOString(),
    };
  });
}

function decisionOf(body: DecideDisputeBody, amount: number): DisputeDecision {
  if (body.outcome === 'RELEASE') return { decision: 'release' };
  if (body.outcome === 'REFUND') return { decision: 'refund' };
  const released = body.talentHalalas ?? 0;
  if (released >= amount) throw new AppError('VALIDATION_FAILED', [messageText('splitShareRequired')]);
  return { decision: 'split', released };
}

/** The operator's decision through the same code as `npm run payments:resolve`, with its audit entry in its transaction. */
export async function decideDispute(
  payments: Payments,
  operator: OperatorActor,
  milestoneId: string,
  body: DecideDisputeBody,
): Promise<Milestone> {
  const found = await findMilestone(payments.db, milestoneId);
  if (found === null) throw new AppError('NOT_FOUND', serverText('notFound'));
  const decision = decisionOf(body, found.milestone.amount);
  const moved = await resolveDispute(payments, milestoneId, decision, (row) =>
    insertAuditEntry(payments.db, {
      operatorId: operator.operatorId,
      action: 'DISPUTE_DECIDED',
      targetType: 'MILESTONE',
      targetId: milestoneId,
      reason: body.note,
      before: { status: found.milestone.status, amount: found.milestone.amount },
      after: {
        status: row.status,
        outcome: body.outcome,
        ...(body.talentHalalas === undefined ? {} : { talentHalalas: body.talentHalalas }),
      },
    }),
  );
  if (moved === null) throw new AppError('NOT_ALLOWED', serverText('disputeNotOpen'));
  return toMilestone(moved, undefined, found.contract.organizationUserId, NO_AUTO_RELEASE);
}
