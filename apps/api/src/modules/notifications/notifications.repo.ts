import { UNREAD_COUNT_CAP, type NotificationKind } from '@casting/contract';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chats, messages } from '../../db/schema/chats';
import { chatPresence, notificationOptOuts, notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { rowsToRead } from '../../lib/page';
import { prepared } from '../../lib/prepared';

export interface NewNotification {
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly actorName: string;
  readonly jobId?: string | null;
  readonly jobTitle?: string | null;
  readonly chatId?: string | null;
  /** The platform's reason, for CONTENT_HIDDEN and ACCOUNT_WARNED. */
  readonly note?: string | null;
  /** The tax invoice a release issued, for MILESTONE_RELEASED. */
  readonly invoiceId?: string | null;
}

export async function isOptedOut(db: Db, userId: string, kind: NotificationKind): Promise<boolean> {
  const rows = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

export async function isInChat(db: Db, userId: string, chatId: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ seenAt: chatPresence.seenAt })
    .from(chatPresence)
    .where(
      and(eq(chatPresence.userId, userId), eq(chatPresence.chatId, chatId), gt(chatPresence.seenAt, since)),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertNotification(db: Db, values: NewNotification, at: Date, emailDueAt: Date) {
  await db.insert(notifications).values({ ...values, createdAt: at, emailDueAt });
}

/**
 * Many notifications in one statement, leaving out those whose owner switched their kind off;
 * the people who got one.
 */
export async function insertNotificationsUnlessOptedOut(
  db: Db,
  values: readonly NewNotification[],
  at: Date,
  emailDueAt: Date,
): Promise<string[]> {
  if (values.length === 0) return [];
  const records = values.map((value) => ({
    user_id: value.userId,
    kind: value.kind,
    actor_name: value.actorName,
    job_id: value.jobId ?? null,
    job_title: value.jobTitle ?? null,
    chat_id: value.chatId ?? null,
    note: value.note ?? null,
    invoice_id: value.invoiceId ?? null,
  }));
  const batch = sql`json_to_recordset(${JSON.stringify(records)}::json)
    as batch(user_id uuid, kind text, actor_name text, job_id uuid, job_title text, chat_id uuid, note text, invoice_id uuid)`;
  const optedOut = db
    .select({ userId: notificationOptOuts.userId })
    .from(notificationOptOuts)
    .where(
      and(eq(notificationOptOuts.userId, sql`batch.user_id`), eq(notificationOptOuts.kind, sql`batch.kind`)),
    );
  const rows = await db
    .insert(notifications)
    .select(
      db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`batch.user_id`.as('user_id'),
          kind: sql`batch.kind`.as('kind'),
          actorName: sql`batch.actor_name`.as('actor_name'),
          jobId: sql`batch.job_id`.as('job_id'),
          jobTitle: sql`batch.job_title`.as('job_title'),
          chatId: sql`batch.chat_id`.as('chat_id'),
          count: sql`1`.as('count'),
          note: sql`batch.note`.as('note'),
          invoiceId: sql`batch.invoice_id`.as('invoice_id'),
          readAt: sql`null::timestamptz`.as('read_at'),
          emailDueAt: sql`${emailDueAt.toISOString()}::timestamptz`.as('email_due_at'),
          emailedAt: sql`null::timestamptz`.as('emailed_at'),
          createdAt: sql`${at.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(batch)
        .where(notExists(optedOut)),
    )
    .returning({ userId: notifications.userId });
  return rows.map((row) => row.userId);
}

/**
 * A message an operator hid no longer counts in its reader's unread message notification: one
 * less, when the message is still unread there (after the reader last read the chat), and none
 * left once it was the last.
 */
export async function uncountHiddenMessage(db: Db, messageId: string): Promise<void> {
  const reader = sql`case when ${messages.senderUserId} = ${chats.individualUserId}
    then ${chats.organizationUserId} else ${chats.individualUserId} end`;
  const readerReadAt = sql`case when ${notifications.userId} = ${chats.individualUserId}
    then ${chats.individualReadAt} else ${chats.organizationReadAt} end`;
  const lessened = await db
    .update(notifications)
    .set({ count: sql`${notifications.count} - 1` })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(notifications.chatId, messages.chatId),
        eq(notifications.kind, 'NEW_MESSAGE'),
        isNull(notifications.readAt),
        eq(notifications.userId, reader),
        sql`${messages.createdAt} > coalesce(${readerReadAt}, '-infinity')`,
      ),
    )
    .returning({ id: notifications.id, count: notifications.count });
  const emptied = lessened.filter((row) => row.count <= 0).map((row) => row.id);
  if (emptied.length > 0) await db.delete(notifications).where(inArray(notifications.id, emptied));
}

/** A chat's unread messages are one notification: a new message adds to its count. */
export async function upsertMessageNotification(db: Db, values: NewNotification, at: Date, emailDueAt: Date) {
  await db
    .insert(notifications)
    .values({ ...values, createdAt: at, emailDueAt })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.chatId],
      targetWhere: sql`${notifications.kind} = 'NEW_MESSAGE' and ${notifications.readAt} is null`,
      set: { count: sql`${notifications.count} + 1`, actorName: sql`excluded.actor_name` },
    });
}

function pageStatement(db: Db) {
  const page = sql`(
    select id, kind, created_at, read_at, actor_name, job_id, job_title, chat_id, count, note, invoice_id,
           row_number() over (order by created_at desc, id desc) as position
    from ${notifications}
    where user_id = ${users.id}
    order by created_at desc, id desc
    limit ${sql.placeholder('rows')}::int offset ${sql.placeholder('offset')}::int
  ) as page`;
  const unread = sql`(
    select count(*) from (
      select 1 from ${notifications}
      where user_id = ${users.id} and read_at is null
      limit ${UNREAD_COUNT_CAP}
    ) as capped
  )`;
  return prepared(db, 'notifications_page', () =>
    db
      .select({
        json: sql<string>`(
          select json_build_object(
            'items', coalesce(
              json_agg(json_build_object(
                'id', page.id,
                'kind', page.kind,
                'createdAt', to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'read', page.read_at is not null,
                'actorName', page.actor_name,
                'jobId', page.job_id,
                'jobTitle', page.job_title,
                'chatId', page.chat_id,
                'count', page.count,
                'note', page.note,
                'invoiceId', page.invoice_id
              ) order by page.position) filter (where page.position <= ${sql.placeholder('offset')}::int + ${sql.placeholder('limit')}::int),
              '[]'::json),
            'meta', json_build_object(
              'page', ${sql.placeholder('page')}::int,
              'limit', ${sql.placeholder('limit')}::int,
              'hasMore', count(*) > ${sql.placeholder('limit')}::int),
            'unreadCount', ${unread}
          )::text
          from ${page}
        )`,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId'))),
  );
}

/**
 * A page of the person's notifications, newest first, with their unread count (up to the
 * cap, so a neglected account costs no more), as the response's JSON text: one statement.
 */
export async function findNotificationsPageJson(db: Db, userId: string, page: number, limit: number) {
  const [row] = await pageStatement(db).execute({
    userId,
    page,
    limit,
    rows: rowsToRead(limit),
    offset: (page - 1) * limit,
  });
  return row?.json ?? null;
}

function unreadStatement(db: Db) {
  const capped = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .limit(UNREAD_COUNT_CAP)
    .as('capped');
  return prepared(db, 'notifications_unread', () => db.select({ count: count() }).from(capped));
}

/** Unread notifications, counted up to the cap. */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await unreadStatement(db).execute({ userId });
  return row?.count ?? 0;
}

/** Of `ids`, those that are the person's notifications. */
export async function countOwned(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
  return row?.count ?? 0;
}

const asRead = (at: Date) => ({ readAt: at, emailDueAt: null });

export async function markRead(db: Db, userId: string, ids: readonly string[] | 'all', at: Date) {
  const unread = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const rows = await db
    .update(notifications)
    .set(asRead(at))
    .where(ids === 'all' ? unread : and(unread, inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The person reads the chat: they are in it for a while, and its message notification is read. */
export async function markChatViewed(db: Db, userId: string, chatId: string, at: Date): Promise<number> {
  await db
    .insert(chatPresence)
    .values({ userId, chatId, seenAt: at })
    .onConflictDoUpdate({ target: [chatPresence.userId, chatPresence.chatId], set: { seenAt: at } });
  const rows = await db
    .update(notifications)
    .set(asRead(at))
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.chatId, chatId),
        eq(notifications.kind, 'NEW_MESSAGE'),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function findOptOuts(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.userId, userId));
  return rows.map((row) => row.kind);
}

export async function optOut(db: Db, userId: string, kinds: readonly NotificationKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insert(notificationOptOuts)
    .values(kinds.map((kind) => ({ userId, kind })))
    .onConflictDoNothing();
}

export async function optIn(db: Db, userId: string, kinds: readonly NotificationKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .delete(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), inArray(notificationOptOuts.kind, [...kinds])));
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/**
 * Claims notifications whose e-mail is due: locked so that no other process takes them
 * (SKIP LOCKED), to be settled in the same transaction.
 */
export async function claimDueEmails(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      actorName: notifications.actorName,
      jobId: notifications.jobId,
      jobTitle: notifications.jobTitle,
      chatId: notifications.chatId,
      count: notifications.count,
      note: notifications.note,
      invoiceId: notifications.invoiceId,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(lte(notifications.emailDueAt, now))
    .orderBy(asc(notifications.emailDueAt))
    .limit(limit)
    .for('update', { of: notifications, skipLocked: true });
}

export async function settleEmail(db: Db, id: string, emailedAt: Date | null): Promise<void> {
  await db.update(notifications).set({ emailDueAt: null, emailedAt }).where(eq(notifications.id, id));
}

/** When the chat's messages were last e-mailed to the person; null if never. */
export async function lastChatEmailAt(db: Db, userId: string, chatId: string): Promise<Date | null> {
  const [row] = await db
    .select({ emailedAt: notifications.emailedAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.chatId, chatId),
        eq(notifications.kind, 'NEW_MESSAGE'),
        isNotNull(notifications.emailedAt),
      ),
    )
    .orderBy(desc(notifications.emailedAt))
    .limit(1);
  return row?.emailedAt ?? null;
}

export async function postponeEmail(db: Db, id: string, dueAt: Date): Promise<void> {
  await db.update(notifications).set({ emailDueAt: dueAt }).where(eq(notifications.id, id));
}
