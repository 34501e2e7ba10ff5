import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { blocks } from '../../db/schema/blocks';
import { chatPresence, notificationOptOuts, notifications } from '../../db/schema/notifications';
import { idempotencyKeys } from '../../db/schema/idempotency-keys';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { licences } from '../../db/schema/licences';
import { media } from '../../db/schema/media';
import { milestones } from '../../db/schema/milestones';
import { organizationVerifications } from '../../db/schema/organization-verifications';
import { organizations } from '../../db/schema/organizations';
import { otpCodes } from '../../db/schema/otp-codes';
import { payoutAccounts, payouts } from '../../db/schema/payouts';
import { dataExports, privacyConsents, privacyRequests } from '../../db/schema/privacy';
import { sessions } from '../../db/schema/sessions';
import { talentLists } from '../../db/schema/talent-lists';
import { users } from '../../db/schema/users';

/** Milestone states in which money is on its way, held or frozen: an account in one cannot go. */
const UNSETTLED = ['PENDING', 'HELD', 'DELIVERED', 'DISPUTED'];

/** Whether one of the account's contracts, on either side, has a milestone not yet settled. */
export async function hasUnsettledMilestone(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: milestones.id })
    .from(milestones)
    .innerJoin(jobRequests, eq(jobRequests.id, milestones.jobRequestId))
    .innerJoin(individuals, eq(individuals.id, jobRequests.individualId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .innerJoin(organizations, eq(organizations.id, jobs.organizationId))
    .where(
      and(
        inArray(milestones.status, UNSETTLED),
        or(eq(individuals.userId, userId), eq(organizations.userId, userId)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Holds the accounts of a contract against a deletion until the caller's transaction ends (FOR
 * SHARE: the deletion's UPDATE of the same row waits); false when one of them is being deleted.
 */
export async function lockPresentParties(db: Db, userIds: readonly string[]): Promise<boolean> {
  const rows = await db
    .select({ deletionRequestedAt: users.deletionRequestedAt })
    .from(users)
    .where(inArray(users.id, [...userIds]))
    .for('share');
  return rows.every((row) => row.deletionRequestedAt === null);
}

/** Marks the account as asked to delete; false when it already was. */
export async function markDeletionRequested(db: Db, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deletionRequestedAt: at })
    .where(and(eq(users.id, userId), isNull(users.deletionRequestedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Undoes the request while the grace lasts (`notBefore` is its start); false when it cannot be. */
export async function clearDeletionRequest(db: Db, userId: string, notBefore: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deletionRequestedAt: null })
    .where(
      and(eq(users.id, userId), isNull(users.destroyedAt), sql`${users.deletionRequestedAt} > ${notBefore}`),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Accounts whose grace ended (asked on or before `askedBy`) and not yet destroyed, a few at a time. */
export async function findDueAccounts(db: Db, askedBy: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.deletionRequestedAt),
        lte(users.deletionRequestedAt, askedBy),
        isNull(users.destroyedAt),
      ),
    )
    .orderBy(users.deletionRequestedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Locks a due account for its destruction; false when another process holds it or it is done. */
export async function lockDueAccount(db: Db, userId: string, askedBy: Date): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), lte(users.deletionRequestedAt, askedBy), isNull(users.destroyedAt)))
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

export function findMediaOf(db: Db, userId: string) {
  return db
    .select({ id: media.id, kind: media.kind, fileName: media.fileName, thumbnailName: media.thumbnailName })
    .from(media)
    .where(eq(media.ownerId, userId));
}

/** The copies of the person's data still in the private store. */
export async function findExportFilesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ fileName: dataExports.fileName })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileName)));
  return rows.flatMap((row) => (row.fileName === null ? [] : [row.fileName]));
}

/**
 * Destroys the account's personal data in one transaction: its profile's fields, uploads'
 * records, licences, sessions, codes, notifications, blocks, lists, consents and data copies; the payouts keep
 * their amounts with the IBAN cut to its last four digits. The user row stays, nameless, under an
 * address nobody can sign in with, for the invoices, ledger lines and reviews that name it.
 */
export async function scrubAccount(db: Db, userId: string, passwordHash: string, at: Date): Promise<void> {
  const organizationIds = db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.userId, userId));
  await db
    .delete(organizationVerifications)
    .where(inArray(organizationVerifications.organizationId, organizationIds));
  await db.delete(talentLists).where(inArray(talentLists.organizationId, organizationIds));
  await db.delete(media).where(eq(media.ownerId, userId));
  for (const table of [licences, sessions, otpCodes, notifications, notificationOptOuts, chatPresence])
    await db.delete(table).where(eq(table.userId, userId));
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await db.delete(privacyConsents).where(eq(privacyConsents.userId, userId));
  await db.delete(dataExports).where(eq(dataExports.userId, userId));
  await db.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  await db.delete(blocks).where(or(eq(blocks.blockerUserId, userId), eq(blocks.blockedUserId, userId)));
  await db
    .update(payouts)
    .set({ holderName: '', iban: sql`'****' || right(${payouts.iban}, 4)` })
    .where(eq(payouts.userId, userId));
  await db
    .update(jobRequests)
    .set({ coverLetter: '' })
    .where(
      inArray(
        jobRequests.individualId,
        db.select({ id: individuals.id }).from(individuals).where(eq(individuals.userId, userId)),
      ),
    );
  await db
    .update(individuals)
    .set({
      bio: '',
      isVisible: false,
      specialtyInfo: {},
      experience: {},
      workExperience: [],
      firstName: '',
      lastName: '',
      otherScriptName: null,
      licenceBadges: [],
      mediaVisibility: 'SIGNED_IN',
    })
    .where(eq(individuals.userId, userId));
  await db
    .update(organizations)
    .set({
      name: '',
      bio: '',
      location: '',
      city: null,
      logo: '',
      phone: '',
      instagram: '',
      tiktok: '',
      website: '',
      verified: false,
    })
    .where(eq(organizations.userId, userId));
  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.id}::text || '@deleted.invalid'`,
      firstName: '',
      lastName: '',
      passwordHash,
      whoCanContact: 'EVERYONE',
      destroyedAt: at,
    })
    .where(eq(users.id, userId));
  await completeDeletionRequests(db, userId, at);
}

/** The person's open deletion requests are answered: the account was destroyed, or its owner restored it. */
export async function completeDeletionRequests(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ completedAt: at })
    .where(
      and(
        eq(privacyRequests.userId, userId),
        eq(privacyRequests.kind, 'DELETION'),
        isNull(privacyRequests.completedAt),
      ),
    );
}

/** Whether the account's owner asked to delete it (within the 14 days, or destroyed). */
export async function isDeletedAccount(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deletionRequestedAt)))
    .limit(1);
  return rows.length > 0;
}
