import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { messages } from '../../db/schema/chats';
import { individuals } from '../../db/schema/individuals';
import { jobs } from '../../db/schema/jobs';
import { organizations } from '../../db/schema/organizations';
import { reports, type ReportRow } from '../../db/schema/reports';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

/** Messages shown on each side of a reported one. */
const MESSAGES_AROUND = 3;
const EARLIER_REPORTS = 10;

/** Open reports oldest first (the queue), decided ones newest first; `limit + 1` rows. */
export function selectReports(db: Db, status: string, offset: number, limit: number) {
  const order =
    status === 'OPEN'
      ? [asc(reports.createdAt), asc(reports.id)]
      : [desc(reports.createdAt), desc(reports.id)];
  return db
    .select({
      report: reports,
      reporterName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      reporterEmail: users.email,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterUserId))
    .where(eq(reports.status, status))
    .orderBy(...order)
    .limit(limit + 1)
    .offset(offset);
}

export type ReportListRow = Awaited<ReturnType<typeof selectReports>>[number];

export async function findReportRow(db: Db, reportId: string): Promise<ReportListRow | null> {
  const [row] = await db
    .select({
      report: reports,
      reporterName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      reporterEmail: users.email,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterUserId))
    .where(eq(reports.id, reportId));
  return row ?? null;
}

export function earlierReportsOn(db: Db, report: ReportRow) {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.accountUserId, report.accountUserId), ne(reports.id, report.id)))
    .orderBy(desc(reports.createdAt))
    .limit(EARLIER_REPORTS);
}

/** The open report, locked for its decision; null when it is decided already or does not exist. */
export async function lockOpenReport(db: Db, reportId: string): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.status, 'OPEN')))
    .for('update');
  return row ?? null;
}

/** Decides the report and the other open reports of the same item. */
export async function decideReports(
  db: Db,
  report: ReportRow,
  decision: {
    status: 'DISMISSED' | 'ACTIONED';
    action: string;
    reason: string;
    operatorId: string;
    at: Date;
  },
): Promise<void> {
  await db
    .update(reports)
    .set({
      status: decision.status,
      action: decision.action,
      decisionReason: decision.reason,
      decidedByOperatorId: decision.operatorId,
      decidedAt: decision.at,
    })
    .where(
      and(
        eq(reports.targetType, report.targetType),
        eq(reports.targetId, report.targetId),
        eq(reports.status, 'OPEN'),
      ),
    );
}

export async function findMessage(db: Db, messageId: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row ?? null;
}

/** The message and up to MESSAGES_AROUND before and after it in its chat, oldest first. */
export async function messagesAround(db: Db, message: { id: string; chatId: string; createdAt: Date }) {
  const before = await db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, message.chatId), lte(messages.createdAt, message.createdAt)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_AROUND + 1);
  const after = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.chatId, message.chatId),
        gte(messages.createdAt, message.createdAt),
        ne(messages.id, message.id),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(MESSAGES_AROUND);
  const seen = new Set(before.map((row) => row.id));
  return [...before.reverse(), ...after.filter((row) => !seen.has(row.id))];
}

export async function findJob(db: Db, jobId: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  return row ?? null;
}

export async function findReview(db: Db, reviewId: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  return row ?? null;
}

/** The account's public name and bio: its organization's, or its talent profile's. */
export async function profileOf(db: Db, userId: string) {
  const [organization] = await db
    .select({ name: organizations.name, bio: organizations.bio })
    .from(organizations)
    .where(eq(organizations.userId, userId));
  if (organization !== undefined) return organization;
  const [individual] = await db
    .select({
      name: sql<string>`${individuals.firstName} || ' ' || ${individuals.lastName}`,
      bio: individuals.bio,
    })
    .from(individuals)
    .where(eq(individuals.userId, userId));
  return individual ?? null;
}

export async function hideMessage(db: Db, messageId: string, at: Date) {
  await db.update(messages).set({ hiddenAt: at }).where(eq(messages.id, messageId));
}

export async function hideJob(db: Db, jobId: string, at: Date) {
  await db.update(jobs).set({ hiddenAt: at }).where(eq(jobs.id, jobId));
}
