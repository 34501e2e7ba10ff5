import { chatNoticeText, type ChatNotice } from '@casting/contract';
import { and, desc, eq, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chats, messages } from '../../db/schema/chats';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { prepared } from '../../lib/prepared';
import { blockedBetween } from '../blocks/block-conditions';
import { suspendedUserIds } from '../operator-users/suspension-state';
import { deletedUserIds } from '../account-deletion/absent-accounts';
import { mediaVisibleTo } from '../privacy/media-visibility-sql';

function isParticipant(userId: string): SQL | undefined {
  return or(eq(chats.individualUserId, userId), eq(chats.organizationUserId, userId));
}

/** The chat of a talent and an organization, made on first contact (`created`). */
export async function upsertChat(db: Db, individualUserId: string, organizationUserId: string, at: Date) {
  const [inserted] = await db
    .insert(chats)
    .values({ individualUserId, organizationUserId, lastMessageAt: at })
    .onConflictDoNothing()
    .returning();
  if (inserted !== undefined) return { ...inserted, created: true };
  const [row] = await db
    .select()
    .from(chats)
    .where(
      and(eq(chats.individualUserId, individualUserId), eq(chats.organizationUserId, organizationUserId)),
    )
    .limit(1);
  if (row === undefined) throw new Error('chat vanished after insert');
  return { ...row, created: false };
}

/** The chat of two accounts, whichever of them is the talent. */
export async function findChatBetween(db: Db, first: string, second: string): Promise<string | null> {
  const [row] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(
      or(
        and(eq(chats.individualUserId, first), eq(chats.organizationUserId, second)),
        and(eq(chats.individualUserId, second), eq(chats.organizationUserId, first)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function findChatOfParticipant(db: Db, chatId: string, userId: string) {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, chatId), isParticipant(userId)))
    .limit(1);
  return row ?? null;
}

/** The columns of a message the server writes: the notice, and its English as the content. */
export function noticeColumns(notice: ChatNotice) {
  return { content: chatNoticeText(notice), notice };
}

/**
 * Adds a message at `values.createdAt` or just after the chat's last one, whichever is later,
 * so a chat's messages are strictly ordered even within one millisecond. The chat row is
 * locked for the rest of the transaction, which keeps concurrent senders in line.
 */
export async function insertMessage(db: Db, values: typeof messages.$inferInsert & { createdAt: Date }) {
  const [chat] = await db
    .select({ lastMessageAt: chats.lastMessageAt })
    .from(chats)
    .where(eq(chats.id, values.chatId))
    .for('update');
  const after = chat === undefined ? 0 : chat.lastMessageAt.getTime() + 1;
  const createdAt = new Date(Math.max(values.createdAt.getTime(), after));
  const [row] = await db
    .insert(messages)
    .values({ ...values, createdAt })
    .returning();
  if (row === undefined) throw new Error('insert into messages returned no row');
  await db.update(chats).set({ lastMessageAt: row.createdAt }).where(eq(chats.id, row.chatId));
  return row;
}

/**
 * The same message from one sender in many chats at once (a job's close tells each pending
 * applicant), each placed as insertMessage places one: at `at` or just after the chat's last
 * message. Updating the chats first locks them, as insertMessage does.
 */
export async function insertMessageInChats(
  db: Db,
  chatIds: readonly string[],
  values: { senderUserId: string; notice: ChatNotice; at: Date },
) {
  if (chatIds.length === 0) return [];
  const placed = await db
    .update(chats)
    .set({
      lastMessageAt: sql`greatest(${values.at.toISOString()}::timestamptz, ${chats.lastMessageAt} + interval '1 millisecond')`,
    })
    .where(inArray(chats.id, [...chatIds]))
    .returning({
      id: chats.id,
      lastMessageAt: chats.lastMessageAt,
      individualUserId: chats.individualUserId,
    });
  await db.insert(messages).values(
    placed.map((chat) => ({
      chatId: chat.id,
      senderUserId: values.senderUserId,
      ...noticeColumns(values.notice),
      createdAt: chat.lastMessageAt,
    })),
  );
  return placed;
}

export async function markChatRead(db: Db, chatId: string, side: 'individual' | 'organization', at: Date) {
  await db
    .update(chats)
    .set(side === 'individual' ? { individualReadAt: at } : { organizationReadAt: at })
    .where(eq(chats.id, chatId));
}

export async function listChatsOf(
  db: Db,
  userId: string,
  side: 'individual' | 'organization',
  limit: number,
  offset: number,
  chatId?: string,
) {
  const mine = side === 'individual' ? chats.individualUserId : chats.organizationUserId;
  const readAt = side === 'individual' ? chats.individualReadAt : chats.organizationReadAt;
  const friend = side === 'individual' ? chats.organizationUserId : chats.individualUserId;
  const friendDeleted = sql<boolean>`${friend} in ${deletedUserIds()}`;
  const latest = db
    .select({
      content: messages.content,
      createdAt: messages.createdAt,
      messageType: messages.messageType,
      notice: messages.notice,
    })
    .from(messages)
    .where(and(eq(messages.chatId, chats.id), isNull(messages.hiddenAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('latest');
  return db
    .select({
      id: chats.id,
      lastMessageAt: chats.lastMessageAt,
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationLogo: organizations.logo,
      organizationVerified: organizations.verified,
      individualFirstName: users.firstName,
      individualLastName: users.lastName,
      // Issue 36: the picture only for a viewer the talent's media visibility lets in.
      individualPicture: sql<
        string | null
      >`case when ${mediaVisibleTo(userId)} then ${individuals.specialtyInfo} ->> 'profilePicture' end`,
      individualId: individuals.id,
      latestContent: latest.content,
      latestCreatedAt: latest.createdAt,
      latestType: latest.messageType,
      latestNotice: latest.notice,
      unreadCount: sql<number>`(
        select count(*)::int from ${messages} unread
        where unread.chat_id = ${chats.id} and unread.sender_user_id <> ${userId}
          and unread.hidden_at is null
          and (${readAt} is null or unread.created_at > ${readAt})
      )`,
      closed: sql<boolean>`(${blockedBetween(chats.individualUserId, chats.organizationUserId)} or ${friendDeleted})`,
      friendSuspended: sql<boolean>`${friend} in ${suspendedUserIds()}`,
      friendDeleted,
    })
    .from(chats)
    .innerJoin(organizations, eq(organizations.userId, chats.organizationUserId))
    .innerJoin(users, eq(users.id, chats.individualUserId))
    .leftJoin(individuals, eq(individuals.userId, chats.individualUserId))
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(mine, userId), chatId === undefined ? undefined : eq(chats.id, chatId)))
    .orderBy(desc(chats.lastMessageAt), desc(chats.id))
    .limit(limit)
    .offset(offset);
}

export interface Cursor {
  readonly createdAt: Date;
  readonly id: string;
}

const messageColumns = {
  id: messages.id,
  chatId: messages.chatId,
  content: messages.content,
  createdAt: messages.createdAt,
  senderUserId: messages.senderUserId,
  messageType: messages.messageType,
  notice: messages.notice,
  jobRequestId: jobRequests.id,
  requestStatus: jobRequests.status,
  reviewId: reviews.id,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobPayAmount: jobs.payAmount,
  jobPayCurrency: jobs.payCurrency,
  jobPayBasis: jobs.payBasis,
  durationMinimum: jobs.durationMinimum,
  durationMinimumUnit: jobs.durationMinimumUnit,
  durationMaximum: jobs.durationMaximum,
  durationMaximumUnit: jobs.durationMaximumUnit,
};

/** Subquery columns need distinct names (several tables have an `id`) and their columns' decoding. */
function aliased<T extends Record<string, Column>>(columns: T) {
  return Object.fromEntries(
    Object.entries(columns).map(([name, column]) => [name, sql`${column}`.mapWith(column).as(`m_${name}`)]),
  ) as { [K in keyof T]: SQL.Aliased<T[K]['_']['data'] | null> };
}

type PageDirection = 'NEWEST' | 'AFTER' | 'BEFORE';

/**
 * One page of a chat's messages for a participant: the newest, or those after or before a
 * cursor. The chat row is the outer side, so a participant with nothing new gets one row of
 * nulls and anyone else none. Prepared once per direction: a poll with nothing new is a
 * primary-key read of the chat and one seek in messages_chat_created_idx, the cursor a row
 * comparison that bounds the index scan.
 */
function messagesPageStatement(db: Db, direction: PageDirection) {
  return prepared(db, `chat_messages_${direction.toLowerCase()}`, () => {
    const key = sql`(${messages.createdAt}, ${messages.id})`;
    const cursor = sql`(${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
    const position =
      direction === 'AFTER'
        ? sql`${key} > ${cursor}`
        : direction === 'BEFORE'
          ? sql`${key} < ${cursor}`
          : undefined;
    const page = db
      .select(aliased(messageColumns))
      .from(messages)
      .leftJoin(jobRequests, eq(jobRequests.id, messages.jobRequestId))
      .leftJoin(jobs, eq(jobs.id, jobRequests.jobId))
      .leftJoin(reviews, eq(reviews.jobRequestId, jobRequests.id))
      // A message an operator hid on a report is shown to nobody (issue 35).
      .where(and(eq(messages.chatId, chats.id), isNull(messages.hiddenAt), position))
      .orderBy(
        ...(direction === 'AFTER'
          ? [messages.createdAt, messages.id]
          : [desc(messages.createdAt), desc(messages.id)]),
      )
      .limit(sql.placeholder('limit'))
      .as('page');
    const friend = sql`(case when ${chats.individualUserId} = ${sql.placeholder('userId')}
      then ${chats.organizationUserId} else ${chats.individualUserId} end)`;
    const friendDeleted = sql<boolean>`${friend} in ${deletedUserIds()}`;
    return db
      .select({
        chatId: chats.id,
        individualUserId: chats.individualUserId,
        closed: sql<boolean>`(${blockedBetween(chats.individualUserId, chats.organizationUserId)} or ${friendDeleted})`,
        friendSuspended: sql<boolean>`${friend} in ${suspendedUserIds()}`,
        friendDeleted,
        id: page.id,
        content: page.content,
        createdAt: page.createdAt,
        senderUserId: page.senderUserId,
        messageType: page.messageType,
        notice: page.notice,
        jobRequestId: page.jobRequestId,
        requestStatus: page.requestStatus,
        reviewId: page.reviewId,
        jobId: page.jobId,
        jobTitle: page.jobTitle,
        jobPayAmount: page.jobPayAmount,
        jobPayCurrency: page.jobPayCurrency,
        jobPayBasis: page.jobPayBasis,
        durationMinimum: page.durationMinimum,
        durationMinimumUnit: page.durationMinimumUnit,
        durationMaximum: page.durationMaximum,
        durationMaximumUnit: page.durationMaximumUnit,
      })
      .from(chats)
      .leftJoinLateral(page, sql`true`)
      .where(
        and(
          eq(chats.id, sql.placeholder('chatId')),
          or(
            eq(chats.individualUserId, sql.placeholder('userId')),
            eq(chats.organizationUserId, sql.placeholder('userId')),
          ),
        ),
      );
  });
}

export async function findMessagesPage(
  db: Db,
  chatId: string,
  userId: string,
  options: { cursor: Cursor | null; direction: 'AFTER' | 'BEFORE'; limit: number },
) {
  const { cursor, direction, limit } = options;
  return messagesPageStatement(db, cursor === null ? 'NEWEST' : direction).execute({
    chatId,
    userId,
    limit,
    cursorCreatedAt: cursor?.createdAt.toISOString(),
    cursorId: cursor?.id,
  });
}

export async function findMessageWithRequest(db: Db, messageId: string) {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(jobRequests, eq(jobRequests.id, messages.jobRequestId))
    .leftJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .leftJoin(reviews, eq(reviews.jobRequestId, jobRequests.id))
    .where(eq(messages.id, messageId))
    .limit(1);
  return row ?? null;
}

export type MessageRowWithRequest = NonNullable<Awaited<ReturnType<typeof findMessageWithRequest>>>;
