import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chats, messages } from '../../db/schema/chats';
import { individuals } from '../../db/schema/individuals';
import { invoices } from '../../db/schema/invoices';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { milestones } from '../../db/schema/milestones';
import { organizations } from '../../db/schema/organizations';
import { payoutAccounts, payouts } from '../../db/schema/payouts';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

/*
 * What a data export reads about what the person did with others. Each query starts from the
 * person's own ids and picks its columns: the other party's private fields (a talent's cover
 * letter in an organization's copy, an author's private note to the platform, anyone else's
 * e-mail) are never selected.
 */

/** Whose data it is: the account, and its talent or organization profile's id. */
export interface Owner {
  readonly userId: string;
  readonly role: 'INDIVIDUAL' | 'ORGANIZATION';
  readonly profileId: string | null;
}

const talentName = sql<string>`${individuals.firstName} || ' ' || ${individuals.lastName}`;

export function selectJobs(db: Db, organizationId: string) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      jobCategory: jobs.jobCategory,
      description: jobs.description,
      requirements: jobs.requirements,
      tags: jobs.tagTitles,
      location: jobs.location,
      careerLevel: jobs.careerLevel,
      educationLevel: jobs.educationLevel,
      experienceMinimum: jobs.experienceMinimum,
      experienceMaximum: jobs.experienceMaximum,
      durationMinimum: jobs.durationMinimum,
      durationMinimumUnit: jobs.durationMinimumUnit,
      durationMaximum: jobs.durationMaximum,
      durationMaximumUnit: jobs.durationMaximumUnit,
      payAmount: jobs.payAmount,
      payCurrency: jobs.payCurrency,
      payBasis: jobs.payBasis,
      headcount: jobs.headcount,
      requiredLicence: jobs.requiredLicence,
      jobStatus: jobs.jobStatus,
      hiddenAt: jobs.hiddenAt,
      createdAt: jobs.createdAt,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(eq(jobs.organizationId, organizationId))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
}

const applicationFields = {
  id: jobRequests.id,
  jobId: jobs.id,
  jobTitle: jobs.title,
  status: jobRequests.status,
  chatId: jobRequests.chatId,
  createdAt: jobRequests.createdAt,
  finishedAt: jobRequests.finishedAt,
  completedAt: jobRequests.completedAt,
};

/** A talent's own applications and invitations, with their cover letters. */
export function selectTalentApplications(db: Db, individualId: string) {
  return db
    .select({ ...applicationFields, organization: organizations.name, coverLetter: jobRequests.coverLetter })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(eq(jobRequests.individualId, individualId))
    .orderBy(asc(jobRequests.createdAt), asc(jobRequests.id));
}

/** The applications on an organization's jobs: who applied and the organization's own marks, no cover letter. */
export function selectOrganizationApplications(db: Db, organizationId: string) {
  return db
    .select({ ...applicationFields, talent: talentName, shortlisted: jobRequests.shortlisted })
    .from(jobRequests)
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .where(eq(jobs.organizationId, organizationId))
    .orderBy(asc(jobRequests.createdAt), asc(jobRequests.id));
}

/** The person's chats, each with the other party's name. */
export function selectChats(db: Db, owner: Owner) {
  const talent = owner.role === 'INDIVIDUAL';
  return db
    .select({
      id: chats.id,
      with: talent ? organizations.name : sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: chats.createdAt,
      lastMessageAt: chats.lastMessageAt,
    })
    .from(chats)
    .leftJoin(organizations, eq(organizations.userId, chats.organizationUserId))
    .leftJoin(users, eq(users.id, chats.individualUserId))
    .where(eq(talent ? chats.individualUserId : chats.organizationUserId, owner.userId))
    .orderBy(asc(chats.createdAt), asc(chats.id));
}

/**
 * The messages of the person's chats, oldest first: theirs all, the other party's unless an
 * operator hid them (nobody sees those).
 */
export function selectMessages(db: Db, userId: string, chatIds: readonly string[]) {
  if (chatIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: messages.id,
      chatId: messages.chatId,
      senderUserId: messages.senderUserId,
      messageType: messages.messageType,
      content: messages.content,
      notice: messages.notice,
      jobRequestId: messages.jobRequestId,
      hiddenAt: messages.hiddenAt,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(
      and(
        inArray(messages.chatId, [...chatIds]),
        or(eq(messages.senderUserId, userId), sql`${messages.hiddenAt} is null`),
      ),
    )
    .orderBy(asc(messages.chatId), asc(messages.createdAt), asc(messages.id));
}

const reviewFields = {
  id: reviews.id,
  jobRequestId: reviews.jobRequestId,
  jobTitle: jobs.title,
  rating: reviews.rating,
  subRatings: reviews.subRatings,
  again: reviews.again,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  publishedAt: reviews.publishedAt,
  hiddenAt: reviews.hiddenAt,
  createdAt: reviews.createdAt,
};

function reviewsOf(owner: Owner) {
  return owner.role === 'INDIVIDUAL'
    ? { side: reviews.individualId, authorRole: 'INDIVIDUAL', other: organizations.name }
    : { side: reviews.organizationId, authorRole: 'ORGANIZATION', other: talentName };
}

/** The reviews the person wrote, with their own private note to the platform. */
export function selectReviewsWritten(db: Db, owner: Owner, profileId: string) {
  const { side, authorRole, other } = reviewsOf(owner);
  return db
    .select({ ...reviewFields, about: other, privateNote: reviews.privateNote })
    .from(reviews)
    .innerJoin(jobRequests, eq(jobRequests.id, reviews.jobRequestId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, reviews.organizationId))
    .innerJoin(individuals, eq(individuals.id, reviews.individualId))
    .where(and(eq(side, profileId), eq(reviews.authorRole, authorRole)))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
}

/** The published reviews about the person (a blind one is not theirs to read yet), without the author's private note. */
export function selectReviewsReceived(db: Db, owner: Owner, profileId: string) {
  const { side, authorRole, other } = reviewsOf(owner);
  return db
    .select({ ...reviewFields, by: other })
    .from(reviews)
    .innerJoin(jobRequests, eq(jobRequests.id, reviews.jobRequestId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, reviews.organizationId))
    .innerJoin(individuals, eq(individuals.id, reviews.individualId))
    .where(
      and(eq(side, profileId), sql`${reviews.authorRole} <> ${authorRole}`, isNotNull(reviews.publishedAt)),
    )
    .orderBy(asc(reviews.publishedAt), asc(reviews.id));
}

/** The milestones of the person's contracts. */
export function selectMilestones(db: Db, owner: Owner, profileId: string) {
  return db
    .select({
      id: milestones.id,
      jobRequestId: milestones.jobRequestId,
      jobTitle: jobs.title,
      title: milestones.title,
      amount: milestones.amount,
      fee: milestones.fee,
      vat: milestones.vat,
      net: milestones.net,
      status: milestones.status,
      declineReason: milestones.declineReason,
      disputeReason: milestones.disputeReason,
      heldAt: milestones.heldAt,
      deliveredAt: milestones.deliveredAt,
      settledAt: milestones.settledAt,
      createdAt: milestones.createdAt,
    })
    .from(milestones)
    .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(
      owner.role === 'INDIVIDUAL'
        ? eq(jobRequests.individualId, profileId)
        : eq(jobs.organizationId, profileId),
    )
    .orderBy(asc(milestones.createdAt), asc(milestones.id));
}

/** The ledger's lines on the person's accounts (lib/ledger/accounts.ts), oldest first. */
export function selectLedgerLines(db: Db, owner: Owner) {
  const accounts =
    owner.role === 'INDIVIDUAL'
      ? ['available', 'withdrawing', 'withdrawn'].map((name) => `talent:${owner.userId}:${name}`)
      : ['funding', 'refunding'].map((name) => `organization:${owner.userId}:${name}`);
  return db
    .select({
      id: ledgerEntries.id,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      kind: ledgerTransactions.kind,
      milestoneId: ledgerTransactions.milestoneId,
      payoutId: ledgerTransactions.payoutId,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.account, accounts))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

export function selectPayouts(db: Db, userId: string) {
  return db
    .select({
      id: payouts.id,
      amount: payouts.amount,
      iban: payouts.iban,
      holderName: payouts.holderName,
      status: payouts.status,
      failureMessage: payouts.failureMessage,
      createdAt: payouts.createdAt,
      updatedAt: payouts.updatedAt,
    })
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
}

export async function findPayoutAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      iban: payoutAccounts.iban,
      holderName: payoutAccounts.holderName,
      updatedAt: payoutAccounts.updatedAt,
    })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  return row ?? null;
}

export function selectInvoices(db: Db, userId: string) {
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: sql<string>`${invoices.series} || '-' || ${invoices.number}`,
      milestoneId: invoices.milestoneId,
      sellerName: invoices.sellerName,
      sellerVatNumber: invoices.sellerVatNumber,
      buyerName: invoices.buyerName,
      description: invoices.description,
      subtotal: invoices.subtotal,
      vat: invoices.vat,
      total: invoices.total,
      issuedAt: invoices.issuedAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
}
