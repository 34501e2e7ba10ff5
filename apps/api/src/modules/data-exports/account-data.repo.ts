import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { licences } from '../../db/schema/licences';
import { media } from '../../db/schema/media';
import { notificationOptOuts, notifications } from '../../db/schema/notifications';
import { organizations } from '../../db/schema/organizations';
import { privacyConsents } from '../../db/schema/privacy';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

/* What a data export reads about the account itself: every query is by the owner's id. */

export async function findAccount(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      whoCanContact: users.whoCanContact,
      onboardingCompleted: users.onboardingCompleted,
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
      deletionRequestedAt: users.deletionRequestedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export type AccountData = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function selectOptOuts(db: Db, userId: string) {
  return db
    .select({ kind: notificationOptOuts.kind, since: notificationOptOuts.createdAt })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.userId, userId))
    .orderBy(asc(notificationOptOuts.kind));
}

export async function findTalentProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: individuals.id,
      specialty: individuals.role,
      firstName: individuals.firstName,
      lastName: individuals.lastName,
      otherScriptName: individuals.otherScriptName,
      bio: individuals.bio,
      isVisible: individuals.isVisible,
      mediaVisibility: individuals.mediaVisibility,
      specialtyInfo: individuals.specialtyInfo,
      experience: individuals.experience,
      workExperience: individuals.workExperience,
      ratingSum: individuals.ratingSum,
      ratingCount: individuals.ratingCount,
      createdAt: individuals.createdAt,
      updatedAt: individuals.updatedAt,
    })
    .from(individuals)
    .where(eq(individuals.userId, userId));
  return row ?? null;
}

export async function findOrganizationProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      bio: organizations.bio,
      location: organizations.location,
      city: organizations.city,
      logo: organizations.logo,
      phone: organizations.phone,
      instagram: organizations.instagram,
      tiktok: organizations.tiktok,
      website: organizations.website,
      verified: organizations.verified,
      ratingSum: organizations.ratingSum,
      ratingCount: organizations.ratingCount,
      createdAt: organizations.createdAt,
      updatedAt: organizations.updatedAt,
    })
    .from(organizations)
    .where(eq(organizations.userId, userId));
  return row ?? null;
}

export function selectLicences(db: Db, userId: string) {
  return db
    .select({
      id: licences.id,
      type: licences.type,
      number: licences.number,
      issuer: licences.issuer,
      expiresOn: licences.expiresOn,
      evidence: licences.evidenceKey,
      status: licences.status,
      reason: licences.reason,
      decidedAt: licences.decidedAt,
      createdAt: licences.createdAt,
    })
    .from(licences)
    .where(eq(licences.userId, userId))
    .orderBy(asc(licences.createdAt));
}

export function selectUploads(db: Db, userId: string) {
  return db
    .select({
      id: media.id,
      kind: media.kind,
      fileName: media.fileName,
      contentType: media.contentType,
      uploadedType: media.uploadedType,
      bytes: media.bytes,
      width: media.width,
      height: media.height,
      createdAt: media.createdAt,
    })
    .from(media)
    .where(eq(media.ownerId, userId))
    .orderBy(asc(media.createdAt), asc(media.id));
}

export type UploadData = Awaited<ReturnType<typeof selectUploads>>[number];

export function selectNotifications(db: Db, userId: string) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      actorName: notifications.actorName,
      jobId: notifications.jobId,
      jobTitle: notifications.jobTitle,
      chatId: notifications.chatId,
      count: notifications.count,
      note: notifications.note,
      invoiceId: notifications.invoiceId,
      readAt: notifications.readAt,
      emailedAt: notifications.emailedAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

export function selectConsents(db: Db, userId: string) {
  return db
    .select({ version: privacyConsents.version, consentedAt: privacyConsents.consentedAt })
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(asc(privacyConsents.consentedAt));
}

/** The account's sign-ins still on record (a session row per sign-in; the token itself is never stored). */
export function selectSignIns(db: Db, userId: string) {
  return db
    .select({ id: sessions.id, signedInAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}
