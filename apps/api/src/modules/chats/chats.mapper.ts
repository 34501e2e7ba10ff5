import type {
  ChatNotice,
  ChatSummary,
  DurationUnit,
  JobRequestStatus,
  Message,
  MessageType,
} from '@casting/contract';
import { payOfRow } from '../../lib/job-pay';
import type { MediaUrls } from '../../lib/media-urls';
import { serverText } from '../../lib/messages/server-messages';
import type { Cursor } from './chats.repo';

export interface MessageFields {
  id: string | null;
  content: string | null;
  createdAt: Date | null;
  senderUserId: string | null;
  messageType: string | null;
  notice: ChatNotice | null;
  jobRequestId: string | null;
  requestStatus: string | null;
  reviewId: string | null;
  jobId: string | null;
  jobTitle: string | null;
  jobPayAmount: number | null;
  jobPayCurrency: string | null;
  jobPayBasis: string | null;
  durationMinimum: number | null;
  durationMinimumUnit: string | null;
  durationMaximum: number | null;
  durationMaximumUnit: string | null;
}

export function toMessage(row: MessageFields, viewerId: string): Message {
  const jobRequest =
    row.jobRequestId === null || row.jobId === null
      ? null
      : {
          id: row.jobRequestId,
          requestStatus: row.requestStatus as JobRequestStatus,
          hasReview: row.reviewId !== null,
          job: {
            id: row.jobId,
            title: row.jobTitle ?? '',
            ...payOfRow({
              payAmount: row.jobPayAmount ?? 0,
              payCurrency: row.jobPayCurrency ?? 'SAR',
              payBasis: row.jobPayBasis ?? 'JOB',
            }),
            jobDuration: {
              minimum: row.durationMinimum ?? 0,
              minimumPrefix: row.durationMinimumUnit as DurationUnit,
              maximum: row.durationMaximum ?? 0,
              maximumPrefix: row.durationMaximumUnit as DurationUnit,
            },
          },
        };
  return {
    id: row.id ?? '',
    content: row.content ?? '',
    createdAt: (row.createdAt ?? new Date(0)).toISOString(),
    senderId: row.senderUserId ?? '',
    isMine: row.senderUserId === viewerId,
    messageType: row.messageType as MessageType,
    jobRequest,
    jobId: jobRequest?.job.id ?? null,
    notice: row.notice,
  } satisfies Message;
}

/** Cursors are opaque to clients: the position of a message in its chat, base64url encoded. */
export function encodeCursor(chatId: string, createdAt: Date, id: string): string {
  return Buffer.from(`${chatId.toLowerCase()}|${createdAt.toISOString()}|${id}`).toString('base64url');
}

const UUID = /^[0-9a-f-]{36}$/;

/** The position a cursor holds in the chat `chatId`, or why it holds none there. */
export function decodeCursor(cursor: string, chatId: string): Cursor | 'unreadable' | 'another chat' {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [chat = '', iso = '', id = ''] = parts;
  const createdAt = new Date(iso);
  if (parts.length !== 3 || !UUID.test(chat) || !UUID.test(id) || Number.isNaN(createdAt.getTime()))
    return 'unreadable';
  if (chat !== chatId.toLowerCase()) return 'another chat';
  return { createdAt, id };
}

export interface ChatListRow {
  id: string;
  lastMessageAt: Date;
  organizationId: string;
  organizationName: string;
  organizationLogo: string;
  organizationVerified: boolean;
  individualFirstName: string;
  individualLastName: string;
  individualPicture: string | null;
  individualId: string | null;
  latestContent: string | null;
  latestCreatedAt: Date | null;
  latestType: string | null;
  latestNotice: ChatNotice | null;
  unreadCount: number;
  closed: boolean;
  friendSuspended: boolean;
  friendDeleted: boolean;
}

/** The other person once they asked to delete their account (issue 36): no name, picture or page. */
function deletedFriend(): ChatSummary['friend'] {
  return {
    name: serverText('deletedAccount'),
    profilePicture: null,
    individualId: null,
    organizationId: null,
    verified: false,
    suspended: false,
    deleted: true,
  };
}

export function toChatSummary(
  row: ChatListRow,
  side: 'individual' | 'organization',
  mediaUrls: MediaUrls,
): ChatSummary {
  return {
    id: row.id,
    friend: row.friendDeleted
      ? deletedFriend()
      : side === 'individual'
        ? {
            name: row.organizationName,
            profilePicture: row.organizationLogo === '' ? null : mediaUrls.urlOf(row.organizationLogo),
            individualId: null,
            organizationId: row.organizationId,
            verified: row.organizationVerified,
            suspended: row.friendSuspended,
            deleted: false,
          }
        : {
            name: `${row.individualFirstName} ${row.individualLastName}`,
            profilePicture: row.individualPicture === null ? null : mediaUrls.urlOf(row.individualPicture),
            individualId: row.individualId,
            organizationId: null,
            verified: false,
            suspended: row.friendSuspended,
            deleted: false,
          },
    latestMessage:
      row.latestContent === null || row.latestCreatedAt === null
        ? null
        : {
            content: row.latestContent,
            createdAt: new Date(row.latestCreatedAt).toISOString(),
            messageType: row.latestType as MessageType,
            notice: row.latestNotice,
          },
    unreadCount: row.unreadCount,
    lastMessageAt: row.lastMessageAt.toISOString(),
    closed: row.closed,
  } satisfies ChatSummary;
}
