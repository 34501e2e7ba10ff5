import type { OperatorAccountDetail } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { serverText } from '../../lib/messages/server-messages';
import { pageFrom } from '../../lib/page';
import { toOperatorAccountDto, toReportSummaryDto } from './operator-users.mapper';
import {
  chatsOfAccount,
  findAccount,
  jobsOfAccount,
  privateNotesAbout,
  reportsAbout,
  searchAccounts,
} from './operator-users.repo';

export async function listAccounts(
  db: Db,
  clock: Clock,
  query: { search?: string | undefined; page: number; limit: number },
) {
  const search = query.search === '' ? undefined : query.search;
  const rows = await searchAccounts(db, search, (query.page - 1) * query.limit, query.limit);
  const now = clock.now();
  return pageFrom(rows, query.page, query.limit, (row) => toOperatorAccountDto(row, now));
}

export async function accountDetail(db: Db, clock: Clock, userId: string): Promise<OperatorAccountDetail> {
  const account = await findAccount(db, userId);
  if (account === null) throw new AppError('NOT_FOUND', serverText('notFound'));
  const [reports, jobs, chats, notes] = await Promise.all([
    reportsAbout(db, userId),
    jobsOfAccount(db, userId),
    chatsOfAccount(db, userId),
    privateNotesAbout(db, account),
  ]);
  return {
    ...toOperatorAccountDto(account, clock.now()),
    reports: reports.map(toReportSummaryDto),
    jobs: jobs.map((job) => ({
      id: job.id,
      title: job.title,
      jobStatus: job.jobStatus,
      hidden: job.hiddenAt !== null,
      createdAt: job.createdAt.toISOString(),
    })),
    chats: chats.map((chat) => ({
      id: chat.id,
      withUserId: chat.withUserId,
      withName: chat.withName,
      updatedAt: chat.lastMessageAt.toISOString(),
    })),
    privateNotes: notes.map((note) => ({
      reviewId: note.reviewId,
      byName: note.byName,
      note: note.note ?? '',
      createdAt: note.createdAt.toISOString(),
    })),
  } satisfies OperatorAccountDetail;
}
