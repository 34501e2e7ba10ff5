import type { Message, RequirableLicenceType } from '@casting/contract';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import { findIndividualIdOfUser, findPublicNameOfUser } from '../accounts/accounts.repo';
import type { Notifier } from '../notifications/notifier';
import { toMessage } from '../chats/chats.mapper';
import { findMessageWithRequest, insertMessage, upsertChat } from '../chats/chats.repo';
import { findJobForApplication, insertApplication, lockJobStatus } from './job-requests.repo';
import { serverText } from '../../lib/messages/server-messages';
import { isBlockedBetween } from '../blocks/blocks.repo';
import { licenceRequiredMessage, mayApplyWith } from '../licences/licences.service';

export const ALREADY_APPLIED_MESSAGE = serverText('alreadyApplied');

/**
 * Talent applies: in one transaction the pending job request and its REQUEST message are
 * made, in the chat with the job's organization (created on first contact), or the talent's
 * invitation becomes the application. The unique (job, talent) constraint, not a
 * read-before-write, makes a second application fail; the job's row, share-locked, keeps a
 * close from slipping between the check that it is open and the insert.
 */
export async function applyForJob(
  deps: { db: Db; clock: Clock; events: EventBus; notifier: Notifier; allowance: AccountAllowance },
  actor: Actor,
  input: { organizationId: string; jobId: string; coverLetter: string },
): Promise<Message & { chatId: string }> {
  const { db, clock, events, notifier, allowance } = deps;
  const individualId = actor.role === 'INDIVIDUAL' ? await findIndividualIdOfUser(db, actor.userId) : null;
  if (individualId === null) throw new AppError('FORBIDDEN', serverText('applyWithProfile'));
  const job = await findJobForApplication(db, input.jobId);
  if (job === null) throw new AppError('NOT_FOUND', serverText('jobMissing'));
  if (job.organizationId !== input.organizationId) {
    throw new AppError('VALIDATION_FAILED', [serverText('otherOrganizationJob')]);
  }
  if (await isBlockedBetween(db, actor.userId, job.organizationUserId))
    throw new AppError('FORBIDDEN', serverText('applyUnavailable'));
  // Issue 36: a job may require a licence, verified and valid today in Riyadh.
  const required = job.requiredLicence as RequirableLicenceType | null;
  if (required !== null && !(await mayApplyWith(deps, actor.userId, required)))
    throw new AppError('FORBIDDEN', licenceRequiredMessage(required));
  const talentName = await findPublicNameOfUser(db, actor.userId);
  const created = await db.transaction(async (tx) => {
    if ((await lockJobStatus(tx, job.id)) !== 'OPEN')
      throw new AppError('NOT_ALLOWED', serverText('jobClosed'));
    await allowance.take(tx, 'application', actor.userId);
    const now = clock.now();
    const chat = await upsertChat(tx, actor.userId, job.organizationUserId, now);
    const request = await insertApplication(tx, {
      jobId: job.id,
      individualId,
      chatId: chat.id,
      coverLetter: input.coverLetter,
      createdAt: now,
    });
    if (request === null) throw new AppError('NOT_ALLOWED', ALREADY_APPLIED_MESSAGE);
    const message = await insertMessage(tx, {
      chatId: chat.id,
      senderUserId: actor.userId,
      messageType: 'REQUEST',
      content: input.coverLetter,
      jobRequestId: request.id,
      createdAt: now,
    });
    await events.publish(tx, {
      type: 'job-request',
      chatId: chat.id,
      userIds: [actor.userId, job.organizationUserId],
    });
    await notifier.record(tx, {
      userId: job.organizationUserId,
      kind: 'NEW_APPLICATION',
      actorName: talentName,
      jobId: job.id,
      jobTitle: job.title,
      chatId: chat.id,
    });
    return { messageId: message.id, chatId: chat.id };
  });
  const row = await findMessageWithRequest(db, created.messageId);
  if (row === null) throw new AppError('NOT_FOUND', serverText('jobMissing'));
  return { ...toMessage(row, actor.userId), chatId: created.chatId };
}
