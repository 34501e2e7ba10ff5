import type { Milestone, MilestonePayment } from '@casting/contract';
import type { MilestonePaymentRow, MilestoneRow } from '../../db/schema/milestones';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function paymentOf(row: MilestonePaymentRow | undefined): MilestonePayment | null {
  if (row === undefined) return null;
  return {
    status: row.status as MilestonePayment['status'],
    method: row.method as MilestonePayment['method'],
    cardScheme: row.cardScheme as MilestonePayment['cardScheme'],
    lastFour: row.lastFour,
    failureReason: row.failureMessage,
  };
}

export function toMilestone(
  row: MilestoneRow,
  payment: MilestonePaymentRow | undefined,
  organizationUserId: string,
  autoReleaseMs: number,
): Milestone {
  return {
    id: row.id,
    jobRequestId: row.jobRequestId,
    title: row.title,
    status: row.status as Milestone['status'],
    currency: 'SAR',
    amount: row.amount,
    fee: row.fee,
    vat: row.vat,
    net: row.net,
    declineReason: row.declineReason,
    disputeReason: row.disputeReason,
    disputedBy:
      row.disputedBy === null ? null : row.disputedBy === organizationUserId ? 'ORGANIZATION' : 'INDIVIDUAL',
    createdAt: row.createdAt.toISOString(),
    heldAt: iso(row.heldAt),
    deliveredAt: iso(row.deliveredAt),
    autoReleaseAt:
      row.status === 'DELIVERED' && row.deliveredAt !== null
        ? new Date(row.deliveredAt.getTime() + autoReleaseMs).toISOString()
        : null,
    settledAt: iso(row.settledAt),
    payment: paymentOf(payment),
  };
}
