import type { JobRequestStatus, MyApplication } from '@casting/contract';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import type { JsonText } from '../../lib/json-text';
import { numberedPageOfJoined, rowsToRead, type Page } from '../../lib/page';
import {
  findIndividualIdOfUser,
  findOrganizationIdOfUser,
  findVisibleIndividual,
} from '../accounts/accounts.repo';
import { findPublicNameOfUser } from '../accounts/accounts.repo';
import { insertMessage, noticeColumns, upsertChat } from '../chats/chats.repo';
import type { Notifier } from '../notifications/notifier';
import { toMyApplication } from './applications.mapper';
import {
  findApplication,
  insertInvitation,
  APPLICATION_START,
  listApplicationsOfUser,
  moveOwnRequest,
} from './applications.repo';
import { findJobForApplication } from './job-requests.repo';
import { refuseContact } from '../contact-settings/contact-rule';

const JOB_NOT_FOUND = 'This job does not exist.';
const ONLY_TALENT = 'Only talent has applications.';

/** The talent's side of job requests (My Applications), and the invitations that start one. */
export function createApplicationsService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  notifier: Notifier;
  mediaUrls: MediaUrls;
  allowance: AccountAllowance;
}) {
  const { db, clock, events, notifier, mediaUrls, allowance } = deps;

  async function callersIndividual(actor: Actor): Promise<string> {
    const individualId = actor.role === 'INDIVIDUAL' ? await findIndividualIdOfUser(db, actor.userId) : null;
    if (individualId === null) throw new AppError('FORBIDDEN', ONLY_TALENT);
    return individualId;
  }

  async function mine(
    actor: Actor,
    status: JobRequestStatus | undefined,
    page: number,
    limit: number,
  ): Promise<JsonText<Page<MyApplication>>> {
    // Onboarded talent has its profile: the role alone tells that the caller has applications.
    if (actor.role !== 'INDIVIDUAL') throw new AppError('FORBIDDEN', ONLY_TALENT);
    const joined = await listApplicationsOfUser(
      db,
      actor.userId,
      status,
      rowsToRead(limit),
      (page - 1) * limit,
    );
    return numberedPageOfJoined<MyApplication>(
      { items: mediaUrls.inCards(joined.items, 'logo'), rowsRead: joined.rowsRead },
      APPLICATION_START,
      page,
      limit,
    );
  }

  /**
   * An invitation is a job request in state INVITED with an INVITATION card in the chat. The
   * unique (job, talent) constraint makes concurrent invitations one, and refuses inviting a
   * talent who already applied; only an invitation made counts against the account's limit.
   */
  async function invite(actor: Actor, jobId: string, individualId: string): Promise<MyApplication> {
    const organizationId =
      actor.role === 'ORGANIZATION' ? await findOrganizationIdOfUser(db, actor.userId) : null;
    if (organizationId === null) throw new AppError('FORBIDDEN', 'Only organizations can invite talent.');
    const job = await findJobForApplication(db, jobId);
    if (job === null || job.organizationId !== organizationId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    if (job.status !== 'OPEN') throw new AppError('NOT_ALLOWED', 'This job is closed.');
    const individual = await findVisibleIndividual(db, individualId);
    if (individual === null) throw new AppError('NOT_FOUND', 'This talent does not exist.');
    await refuseContact(db, actor.userId, individual.userId);
    const organizationName = await findPublicNameOfUser(db, actor.userId);
    const requestId = await db.transaction(async (tx) => {
      const now = clock.now();
      const chat = await upsertChat(tx, individual.userId, actor.userId, now);
      const invitation = await insertInvitation(tx, { jobId, individualId, chatId: chat.id, createdAt: now });
      if (invitation === null) return null;
      await allowance.take(tx, 'invitation', actor.userId);
      await insertMessage(tx, {
        chatId: chat.id,
        senderUserId: actor.userId,
        messageType: 'INVITATION',
        ...noticeColumns({ kind: 'INVITED', jobTitle: job.title }),
        jobRequestId: invitation.id,
        createdAt: now,
      });
      await events.publish(tx, {
        type: 'job-request',
        chatId: chat.id,
        userIds: [individual.userId, actor.userId],
      });
      await notifier.record(tx, {
        userId: individual.userId,
        kind: 'INVITATION',
        actorName: organizationName,
        jobId,
        jobTitle: job.title,
        chatId: chat.id,
      });
      return invitation.id;
    });
    if (requestId === null)
      throw new AppError('NOT_ALLOWED', 'This talent has already been invited to or applied for this job.');
    const row = await findApplication(db, requestId);
    if (row === null) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    return toMyApplication(row, mediaUrls);
  }

  async function declineInvitation(actor: Actor, requestId: string) {
    const individualId = await callersIndividual(actor);
    const row = await findApplication(db, requestId);
    if (row === null || row.individualId !== individualId)
      throw new AppError('NOT_FOUND', 'This invitation does not exist.');
    const moved = await db.transaction(async (tx) => {
      if (!(await moveOwnRequest(tx, requestId, individualId, 'INVITED', 'INVITATION_DECLINED')))
        return false;
      await events.publish(tx, { type: 'job-request', chatId: row.chatId, userIds: [actor.userId] });
      return true;
    });
    if (!moved) throw new AppError('NOT_ALLOWED', 'This invitation has already been answered.');
    return { id: requestId, requestStatus: 'INVITATION_DECLINED' as const };
  }

  return { mine, invite, declineInvitation };
}
