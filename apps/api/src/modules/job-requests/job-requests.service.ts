import {
  JOB_REQUEST_TRANSITIONS,
  salaryOf,
  type Balance,
  type CreateReview,
  type JobRequestAction,
  type JobRequestStatus,
  type Money,
  type NotificationKind,
  type Review,
} from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import { payOfRow } from '../../lib/job-pay';
import { findIndividualIdOfUser, findOrganizationIdOfUser } from '../accounts/accounts.repo';
import { insertMessage, noticeColumns } from '../chats/chats.repo';
import type { Notifier } from '../notifications/notifier';
import {
  findJobRequestOfJob,
  findOrganizationIdOfJob,
  findUnreviewedFinishedRequests,
  listCompletedContracts,
  moveJobRequest,
  sumCompletedContracts,
} from './job-requests.repo';
import { organizationBalance } from './organization-balance.service';
import { talentMoney } from '../milestones/money-balances.repo';
import { serverText } from '../../lib/messages/server-messages';
import { refuseFinishWithOpenMoney } from '../milestones/contract-money';
import type { ReviewsService } from '../reviews/reviews.service';

const REQUEST_NOT_FOUND = serverText('requestMissing');

export interface JobRequestsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly events: EventBus;
  readonly notifier: Notifier;
  readonly reviews: ReviewsService;
}

const NOTIFICATION_OF: Readonly<Record<JobRequestAction, NotificationKind>> = {
  accept: 'APPLICATION_ACCEPTED',
  reject: 'APPLICATION_DECLINED',
  finish: 'JOB_FINISHED',
};

/** The talent's notification about what the organization did to their request. */
function aboutRequest(request: {
  individualUserId: string;
  organizationName: string;
  jobId: string;
  jobTitle: string;
  chatId: string;
}) {
  return {
    userId: request.individualUserId,
    actorName: request.organizationName,
    jobId: request.jobId,
    jobTitle: request.jobTitle,
    chatId: request.chatId,
  };
}

/** Each figure in halalas as riyals. */
function inSarEach<K extends string>(figures: Record<K, number>): Record<K, Money> {
  const entries = Object.entries<number>(figures).map(([key, amount]) => [key, { amount, currency: 'SAR' }]);
  return Object.fromEntries(entries) as Record<K, Money>;
}

export function createJobRequestsService(deps: JobRequestsDeps) {
  const { db, clock, events, notifier, reviews } = deps;

  async function callersOrganization(actor: Actor): Promise<string> {
    const organizationId =
      actor.role === 'ORGANIZATION' ? await findOrganizationIdOfUser(db, actor.userId) : null;
    if (organizationId === null) throw new AppError('FORBIDDEN', serverText('postingOrganizationOnly'));
    return organizationId;
  }

  /** The request, when the caller is the organization that posted its job. */
  async function requestOfCallersJob(actor: Actor, jobId: string, requestId: string) {
    const organizationId = await callersOrganization(actor);
    const request = await findJobRequestOfJob(db, jobId, requestId);
    if (request === null || request.organizationId !== organizationId)
      throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    return request;
  }

  /**
   * Applies one transition of the contract's table as a compare-and-set, with its chat message
   * and, for a decline, the organization's own short message after it.
   */
  async function transition(
    actor: Actor,
    jobId: string,
    requestId: string,
    action: JobRequestAction,
    note?: string,
  ) {
    const rule = JOB_REQUEST_TRANSITIONS[action];
    const request = await requestOfCallersJob(actor, jobId, requestId);
    const moved = await db.transaction(async (tx) => {
      if (action === 'finish') await refuseFinishWithOpenMoney(tx, request.id);
      if (!(await moveJobRequest(tx, request.id, rule.from, rule.to, clock.now()))) return false;
      await insertMessage(tx, {
        chatId: request.chatId,
        senderUserId: actor.userId,
        ...noticeColumns({ kind: rule.notice, jobTitle: request.jobTitle }),
        createdAt: clock.now(),
      });
      if (note !== undefined && note !== '') {
        await insertMessage(tx, {
          chatId: request.chatId,
          senderUserId: actor.userId,
          content: note,
          createdAt: clock.now(),
        });
      }
      await events.publish(tx, {
        type: 'job-request',
        chatId: request.chatId,
        userIds: [request.individualUserId, request.organizationUserId],
      });
      await notifier.record(tx, { ...aboutRequest(request), kind: NOTIFICATION_OF[action] });
      if (rule.to === 'FINISHED')
        await notifier.recordMany(tx, [
          { ...aboutRequest(request), kind: 'REVIEW_DUE' },
          {
            userId: request.organizationUserId,
            actorName: request.talentName,
            jobId: request.jobId,
            jobTitle: request.jobTitle,
            chatId: request.chatId,
            kind: 'REVIEW_DUE',
          },
        ]);
      return true;
    });
    if (!moved) throw new AppError('NOT_ALLOWED', serverText('requestChanged'));
    return { id: request.id, requestStatus: rule.to satisfies JobRequestStatus };
  }

  async function review(
    actor: Actor,
    jobId: string,
    input: CreateReview & { requestId?: string | undefined },
  ): Promise<Review> {
    const organizationId = await callersOrganization(actor);
    // Whose job it is comes first: another organization learns nothing of its requests' state.
    if ((await findOrganizationIdOfJob(db, jobId)) !== organizationId)
      throw new AppError('NOT_FOUND', serverText('jobMissing'));
    let requestId = input.requestId;
    if (requestId === undefined) {
      const waiting = await findUnreviewedFinishedRequests(db, jobId);
      if (waiting.length !== 1) {
        throw new AppError(
          waiting.length === 0 ? 'NOT_ALLOWED' : 'VALIDATION_FAILED',
          waiting.length === 0 ? serverText('nothingToReview') : [serverText('chooseRequestToReview')],
        );
      }
      requestId = waiting[0]?.id ?? '';
    }
    const request = await requestOfCallersJob(actor, jobId, requestId);
    const { row } = await reviews.write(actor, request.id, input, input);
    return {
      id: row.id,
      organizationName: request.organizationName,
      createdAt: row.createdAt.toISOString(),
      rating: row.rating,
      comment: row.comment,
      jobId,
    };
  }

  async function balance(actor: Actor, page: number, limit: number): Promise<Balance> {
    if (actor.role === 'ORGANIZATION') {
      const organizationId = await findOrganizationIdOfUser(db, actor.userId);
      if (organizationId !== null)
        return organizationBalance(db, { id: organizationId, userId: actor.userId }, page, limit);
    }
    const individualId = actor.role === 'INDIVIDUAL' ? await findIndividualIdOfUser(db, actor.userId) : null;
    if (individualId === null) {
      return {
        role: 'INDIVIDUAL',
        earnings: 0,
        earningsInSar: { amount: 0, currency: 'SAR' },
        completedProjects: 0,
        withdrawable: 0,
        withdrawableInSar: { amount: 0, currency: 'SAR' },
        ...inSarEach({ held: 0, available: 0, withdrawing: 0, withdrawn: 0 }),
        history: { items: [], meta: { page, limit, total: 0 } },
      };
    }
    const [totals, rows, money] = await Promise.all([
      sumCompletedContracts(db, individualId),
      listCompletedContracts(db, individualId, limit, (page - 1) * limit),
      talentMoney(db, actor.userId),
    ]);
    const earnings: Money = { amount: totals.earnings, currency: 'SAR' };
    return {
      role: 'INDIVIDUAL',
      earnings: salaryOf(earnings),
      earningsInSar: earnings,
      completedProjects: totals.projects,
      // Withdrawals are not available yet (spec: 'Coming Soon'), so everything earned can be withdrawn.
      withdrawable: salaryOf(earnings),
      withdrawableInSar: earnings,
      ...inSarEach(money),
      history: {
        items: rows.map(({ payAmount, payCurrency, payBasis, ...row }) => ({
          ...row,
          ...payOfRow({ payAmount, payCurrency, payBasis }),
          completedAt: (row.completedAt ?? new Date(0)).toISOString(),
        })),
        meta: { page, limit, total: totals.projects },
      },
    };
  }

  return { transition, review, balance };
}
