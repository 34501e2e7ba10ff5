import type { Db } from '../../db/database';
import {
  findAccount,
  findOrganizationProfile,
  findTalentProfile,
  selectConsents,
  selectLicences,
  selectNotifications,
  selectOptOuts,
  selectSignIns,
  selectUploads,
  type AccountData,
  type UploadData,
} from './account-data.repo';
import {
  findPayoutAccount,
  selectChats,
  selectInvoices,
  selectJobs,
  selectLedgerLines,
  selectMessages,
  selectMilestones,
  selectOrganizationApplications,
  selectPayouts,
  selectReviewsReceived,
  selectReviewsWritten,
  selectTalentApplications,
  type Owner,
} from './activity-data.repo';

/** The JSON files of an archive, in the order the README describes them. */
export const DATA_FILES = [
  'account',
  'profile',
  'work-experience',
  'media',
  'jobs',
  'applications',
  'chats',
  'reviews',
  'notifications',
  'payments',
  'consents',
  'sign-ins',
] as const;
export type DataFile = (typeof DATA_FILES)[number];

/** Where an upload's file sits in the archive. */
export function archivePathOf(upload: UploadData): string {
  return `media/${upload.fileName}`;
}

export interface PersonalData {
  readonly account: AccountData;
  readonly files: Readonly<Record<DataFile, unknown>>;
  readonly uploads: readonly UploadData[];
}

async function chatsWithMessages(db: Db, owner: Owner) {
  const chatRows = await selectChats(db, owner);
  const messageRows = await selectMessages(
    db,
    owner.userId,
    chatRows.map((chat) => chat.id),
  );
  return chatRows.map((chat) => ({
    ...chat,
    messages: messageRows
      .filter((message) => message.chatId === chat.id)
      .map(({ chatId: _chat, senderUserId, content, ...message }) => {
        const mine = senderUserId === owner.userId;
        // An application's letter is the talent's: an organization's copy names it, without its text.
        const letterOfOther = !mine && message.messageType === 'REQUEST';
        return { ...message, from: mine ? 'ME' : 'OTHER', content: letterOfOther ? null : content };
      }),
  }));
}

async function paymentsOf(db: Db, owner: Owner) {
  const talent = owner.role === 'INDIVIDUAL';
  return {
    milestones: owner.profileId === null ? [] : await selectMilestones(db, owner, owner.profileId),
    ledgerLines: await selectLedgerLines(db, owner),
    payouts: talent ? await selectPayouts(db, owner.userId) : [],
    payoutAccount: talent ? await findPayoutAccount(db, owner.userId) : null,
    invoices: await selectInvoices(db, owner.userId),
  };
}

/** Everything the archive holds about one account, read from the database; null for no account. */
export async function readPersonalData(db: Db, userId: string): Promise<PersonalData | null> {
  const account = await findAccount(db, userId);
  if (account === null) return null;
  const talent = account.role === 'INDIVIDUAL' ? await findTalentProfile(db, userId) : null;
  const organization = account.role === 'ORGANIZATION' ? await findOrganizationProfile(db, userId) : null;
  const profileId = talent?.id ?? organization?.id ?? null;
  const owner: Owner = { userId, role: account.role, profileId };
  const uploads = await selectUploads(db, userId);
  const profile =
    talent === null
      ? organization
      : { ...withoutWorkExperience(talent), licences: await selectLicences(db, userId) };
  const files: Record<DataFile, unknown> = {
    account: { ...account, notificationsSwitchedOff: await selectOptOuts(db, userId) },
    profile,
    'work-experience': talent?.workExperience ?? [],
    media: uploads.map((upload) => ({ ...upload, file: archivePathOf(upload) })),
    jobs: organization === null ? [] : await selectJobs(db, organization.id),
    applications:
      talent !== null
        ? await selectTalentApplications(db, talent.id)
        : organization !== null
          ? await selectOrganizationApplications(db, organization.id)
          : [],
    chats: await chatsWithMessages(db, owner),
    reviews:
      profileId === null
        ? { written: [], received: [] }
        : {
            written: await selectReviewsWritten(db, owner, profileId),
            received: await selectReviewsReceived(db, owner, profileId),
          },
    notifications: await selectNotifications(db, userId),
    payments: await paymentsOf(db, owner),
    consents: await selectConsents(db, userId),
    'sign-ins': await selectSignIns(db, userId),
  };
  return { account, files, uploads };
}

function withoutWorkExperience<T extends { workExperience: unknown }>(profile: T): Omit<T, 'workExperience'> {
  const { workExperience: _moved, ...rest } = profile;
  return rest;
}
