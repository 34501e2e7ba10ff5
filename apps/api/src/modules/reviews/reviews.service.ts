import {
  OrganizationReviewBodySchema,
  REVIEW_RULES,
  TalentReviewBodySchema,
  type ContractReview,
  type ContractReviews,
  type NotificationKind,
  type OrganizationPage,
  type OrganizationReview,
} from '@casting/contract';
import type { Db } from '../../db/database';
import type { ReviewRow } from '../../db/schema/reviews';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { ownerBlocked } from '../blocks/blocks.repo';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import { serverText } from '../../lib/messages/server-messages';
import { isUniqueViolation } from '../../lib/unique-violation';
import { completeJobRequest } from '../job-requests/job-requests.repo';
import type { Notifier } from '../notifications/notifier';
import { toStars } from '../profiles/profiles.mapper';
import { replyOf, toContractReview } from './reviews.mapper';
import {
  findOrganization,
  findReview,
  findReviewContract,
  findReviewsOfContract,
  insertReview,
  listOrganizationReviews,
  lockContract,
  organizationRecord,
  publishReviews,
  setReply,
  type ReviewContract,
} from './reviews.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVIEW_WINDOW_MS = REVIEW_RULES.windowDays * DAY_MS;

type Side = 'ORGANIZATION' | 'INDIVIDUAL';

/** A review as either side writes it; the spec's call leaves out the sub-ratings and "again". */
export interface ReviewInput {
  readonly rating: number;
  readonly comment: string;
  readonly subRatings?: Readonly<Record<string, number>> | undefined;
  readonly again?: boolean | undefined;
  readonly privateNote?: string | undefined;
}

export interface ReviewsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly events: EventBus;
  readonly notifier: Notifier;
}

function sideOf(actor: Actor, contract: ReviewContract): Side | null {
  if (actor.role === 'ORGANIZATION' && actor.userId === contract.organizationUserId) return 'ORGANIZATION';
  if (actor.role === 'INDIVIDUAL' && actor.userId === contract.individualUserId) return 'INDIVIDUAL';
  return null;
}

function closesAtOf(contract: ReviewContract): Date | null {
  return contract.finishedAt === null ? null : new Date(contract.finishedAt.getTime() + REVIEW_WINDOW_MS);
}

/** A notification about the contract to one side, naming the other. */
export function reviewNotice(contract: ReviewContract, to: Side, kind: NotificationKind) {
  return {
    userId: to === 'ORGANIZATION' ? contract.organizationUserId : contract.individualUserId,
    actorName: to === 'ORGANIZATION' ? contract.talentName : contract.organizationName,
    jobId: contract.jobId,
    jobTitle: contract.jobTitle,
    chatId: contract.chatId,
    kind,
  };
}

const OTHER: Readonly<Record<Side, Side>> = { ORGANIZATION: 'INDIVIDUAL', INDIVIDUAL: 'ORGANIZATION' };

/** The review the author sent, checked with its side's rules. */
function parseBody(side: Side, body: unknown): ReviewInput {
  const schema = side === 'ORGANIZATION' ? TalentReviewBodySchema : OrganizationReviewBodySchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new AppError(
      'VALIDATION_FAILED',
      parsed.error.issues.map((issue) => issue.message),
    );
  return parsed.data;
}

/**
 * Two-way, blind reviews (issue 34): each party of a finished contract reviews the other once,
 * within the window; a review stays hidden until both are in or the window closes, and then both
 * are published at one moment, each added to its subject's stars.
 */
export function createReviewsService(deps: ReviewsDeps) {
  const { db, clock, events, notifier } = deps;

  async function partyContract(actor: Actor, requestId: string) {
    const contract = await findReviewContract(db, requestId);
    const side = contract === null ? null : sideOf(actor, contract);
    if (contract === null || side === null) throw new AppError('NOT_FOUND', serverText('requestMissing'));
    return { contract, side };
  }

  /** Publishes the contract's hidden reviews and tells each subject; in the caller's transaction. */
  async function publish(tx: Db, contract: ReviewContract, at: Date): Promise<void> {
    for (const review of await publishReviews(tx, contract.id, at)) {
      const subject = OTHER[review.authorRole === 'INDIVIDUAL' ? 'INDIVIDUAL' : 'ORGANIZATION'];
      await notifier.record(tx, reviewNotice(contract, subject, 'REVIEW_RECEIVED'));
    }
  }

  async function write(
    actor: Actor,
    requestId: string,
    body: unknown,
    checked?: ReviewInput,
  ): Promise<{ review: ContractReview; row: ReviewRow; contract: ReviewContract }> {
    const { contract, side } = await partyContract(actor, requestId);
    const input = checked ?? parseBody(side, body);
    const closesAt = closesAtOf(contract);
    if (contract.status !== 'FINISHED' || closesAt === null)
      throw new AppError('NOT_ALLOWED', serverText('reviewFinishedOnly'));
    const now = clock.now();
    if (now >= closesAt) throw new AppError('NOT_ALLOWED', serverText('reviewWindowClosed'));
    try {
      const row = await db.transaction(async (tx) => {
        await lockContract(tx, contract.id);
        const created = await insertReview(tx, {
          jobRequestId: contract.id,
          individualId: contract.individualId,
          organizationId: contract.organizationId,
          authorRole: side,
          rating: input.rating,
          comment: input.comment,
          subRatings: input.subRatings === undefined ? null : { ...input.subRatings },
          again: input.again ?? null,
          privateNote: input.privateNote === undefined || input.privateNote === '' ? null : input.privateNote,
          createdAt: now,
        });
        // The spec's "payment complete": the organization's review completes the contract.
        if (side === 'ORGANIZATION') await completeJobRequest(tx, contract.id, now);
        const both = (await findReviewsOfContract(tx, contract.id)).length === 2;
        if (both) await publish(tx, contract, now);
        else await notifier.record(tx, reviewNotice(contract, OTHER[side], 'REVIEW_WAITING'));
        await events.publish(tx, {
          type: 'job-request',
          chatId: contract.chatId,
          userIds: [contract.individualUserId, contract.organizationUserId],
        });
        return both ? { ...created, publishedAt: now } : created;
      });
      return { review: toContractReview(row, true, closesAt), row, contract };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('NOT_ALLOWED', serverText('alreadyReviewed'));
      throw error;
    }
  }

  async function ofContract(actor: Actor, requestId: string): Promise<ContractReviews> {
    const { contract, side } = await partyContract(actor, requestId);
    const closesAt = closesAtOf(contract);
    const rows = await findReviewsOfContract(db, contract.id);
    const mine = rows.find((row) => row.authorRole === side) ?? null;
    const theirs = rows.find((row) => row.authorRole !== side) ?? null;
    const view = (row: ReviewRow | null, own: boolean) =>
      row === null || closesAt === null ? null : toContractReview(row, own, closesAt);
    return {
      closesAt: closesAt?.toISOString() ?? null,
      canReview:
        mine === null && contract.status === 'FINISHED' && closesAt !== null && clock.now() < closesAt,
      mine: view(mine, true),
      theirs: view(theirs, false),
    };
  }

  async function reply(actor: Actor, reviewId: string, comment: string): Promise<ContractReview> {
    const review = await findReview(db, reviewId);
    const contract = review === null ? null : await findReviewContract(db, review.jobRequestId);
    const side = contract === null ? null : sideOf(actor, contract);
    // Only the subject of a published review may answer it; to anyone else it does not exist.
    if (
      review === null ||
      contract === null ||
      side !== OTHER[review.authorRole as Side] ||
      review.publishedAt === null
    )
      throw new AppError('NOT_FOUND', serverText('reviewMissing'));
    const answered = await db.transaction(async (tx) => {
      const row = await setReply(tx, reviewId, comment, clock.now());
      if (row !== null)
        await events.publish(tx, {
          type: 'job-request',
          chatId: contract.chatId,
          userIds: [contract.individualUserId, contract.organizationUserId],
        });
      return row;
    });
    if (answered === null) throw new AppError('NOT_ALLOWED', serverText('alreadyReplied'));
    const closesAt = closesAtOf(contract) ?? answered.createdAt;
    return toContractReview(answered, false, closesAt);
  }

  /** Publishes the reviews of a contract whose window has closed, once whichever process runs it. */
  async function publishClosed(requestId: string): Promise<void> {
    const contract = await findReviewContract(db, requestId);
    if (contract === null) return;
    await db.transaction(async (tx) => {
      await lockContract(tx, contract.id);
      await publish(tx, contract, clock.now());
    });
  }

  /** The organization, unless its account is suspended or blocked the caller (issue 35). */
  async function organizationFor(actor: Actor, id: string) {
    const organization = await findOrganization(db, id);
    if (organization === null || (await ownerBlocked(db, organization.userId, actor.userId)))
      throw new AppError('NOT_FOUND', serverText('organizationMissing'));
    return organization;
  }

  async function organizationPage(actor: Actor, id: string): Promise<OrganizationPage> {
    const organization = await organizationFor(actor, id);
    const record = await organizationRecord(db, id);
    return {
      id: organization.id,
      name: organization.name,
      bio: organization.bio,
      logo: organization.logo,
      location: organization.location,
      city: organization.city ?? null,
      instagram: organization.instagram,
      tiktok: organization.tiktok,
      website: organization.website,
      verified: organization.verified,
      memberSince: organization.createdAt.toISOString(),
      stars: toStars(organization.ratingSum, organization.ratingCount),
      reviewCount: organization.ratingCount,
      record: {
        jobsPosted: record.jobsPosted,
        talentHired: record.talentHired,
        applicationsReceived: record.applicationsReceived,
        answeredShare:
          record.applicationsReceived === 0
            ? null
            : Math.round((record.applicationsAnswered / record.applicationsReceived) * 100) / 100,
        paidThroughPlatform: { amount: record.paidHalalas, currency: 'SAR' },
      },
    };
  }

  async function organizationReviews(actor: Actor, id: string, page: number, limit: number) {
    await organizationFor(actor, id);
    const rows = await listOrganizationReviews(db, id, limit + 1, (page - 1) * limit);
    const items: OrganizationReview[] = rows.slice(0, limit).map((row) => ({
      id: row.id,
      talentName: row.formerMember ? serverText('formerMember') : row.talentName,
      formerMember: row.formerMember,
      createdAt: row.createdAt.toISOString(),
      rating: row.rating,
      comment: row.comment,
      jobId: row.jobId,
      subRatings: row.subRatings as OrganizationReview['subRatings'],
      again: row.again ?? false,
      reply: replyOf(row),
    }));
    return { items, meta: { page, limit, hasMore: rows.length > limit } };
  }

  return { write, ofContract, reply, publishClosed, organizationPage, organizationReviews };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
