import type { Message } from '@casting/contract';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import { isUniqueViolation } from '../../lib/unique-violation';
import { findIndividualIdOfUser } from '../accounts/accounts.repo';
import { toMessage } from '../chats/chats.mapper';
import { findMessageWithRequest, insertMessage, upsertChat } from '../chats/chats.repo';
import { findJobForApplication, insertJobRequest } from './job-requests.repo';
import { serverText } from '../../lib/messages/server-messages';

export const ALREADY_APPLIED_MESSAGE = serverText('alreadyApplied');

/**
 * Talent applies: in one transaction the pending job request and its REQUEST message are
 * made, in the chat with the job's organization (created on first contact). The unique
 * (job, talent) constraint, not a read-before-write, makes a second application fail.
 */
export async function applyForJob(
  deps: { db: Db; clock: Clock; events: EventBus; allowance: AccountAllowance },
  actor: Actor,
  input: { organizationId: string; jobId: string; coverLetter: string },
): Promise<Message & { chatId: string }> {
  const { db, clock, events, allowance } = deps;
  const individualId = actor.role === 'INDIVIDUAL' ? await findIndividualIdOfUser(db, actor.userId) : null;
  if (individualId === null) throw new AppError('FORBIDDEN', serverText('applyWithProfile'));
  const job = await findJobForApplication(db, input.jobId);
  if (job === null) throw new AppError('NOT_FOUND', serverText('jobMissing'));
  if (job.organizationId !== input.organizationId) {
    throw new AppError('VALIDATION_FAILED', [serverText('otherOrganizationJob')]);
  }
  if (job.status !== 'OPEN') throw new AppError('NOT_ALLOWED', serverText('jobClosed'));
  let created;
  try {
    created = await db.transaction(async (tx) => {
      await allowance.take(tx, 'application', actor.userId);
      const now = clock.now();
      const chat = await upsertChat(tx, actor.userId, job.organizationUserId, now);
      const request = await insertJobRequest(tx, { jobId: job.id, individualId, chatId: chat.id });
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
      return { messageId: message.id, chatId: chat.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('NOT_ALLOWED', ALREADY_APPLIED_MESSAGE);
    throw error;
  }
  const row = await findMessageWithRequest(db, created.messageId);
  if (row === null) throw new AppError('NOT_FOUND', serverText('jobMissing'));
  return { ...toMessage(row, actor.userId), chatId: created.chatId };
}
