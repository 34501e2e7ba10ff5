import {
  MEDIA_REQUEST_RULES,
  type AnswerMediaRequestInput,
  type CreateMediaRequestInput,
  type JobMediaRequest,
  type MediaRequest,
  type MediaRequestKind,
} from '@casting/contract';
import type { Db } from '../../db/database';
import type { MediaRequestRow } from '../../db/schema/media-requests';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import { serverText, type ServerMessageKey } from '../../lib/messages/server-messages';
import { pageFrom, rowsToRead, type Page } from '../../lib/page';
import { findPublicNameOfUser } from '../accounts/accounts.repo';
import { isBlockedBetween } from '../blocks/blocks.repo';
import { insertMessage, noticeColumns } from '../chats/chats.repo';
import { NOT_OWN_MEDIA_MESSAGE } from '../media/media-ownership';
import { findOwnedMedia } from '../media/media.repo';
import type { Notifier } from '../notifications/notifier';
import { isSuspendedAt } from '../operator-users/suspension-state';
import { toJobMediaRequest, toMediaRequest } from './media-requests.mapper';
import {
  findAnswerFiles,
  findJobOrganizationUser,
  findJobRequestParties,
  findMediaRequestWithParties,
  insertMediaRequest,
  listOfJob,
  listOfJobRequest,
  storeAnswer,
  storeDecline,
  type JobRequestParties,
} from './media-requests.repo';

const DAY_MS = 24 * 60 * 60_000;

const KIND_MISMATCH: Readonly<Record<MediaRequestKind, ServerMessageKey>> = {
  PHOTO: 'mediaAnswerPhotos',
  VIDEO: 'mediaAnswerVideos',
  AUDIO: 'mediaAnswerAudio',
};

export interface MediaRequestsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly events: EventBus;
  readonly notifier: Notifier;
  readonly mediaUrls: MediaUrls;
  readonly allowance: AccountAllowance;
}

const isParty = (parties: JobRequestParties, actor: Actor) =>
  actor.userId === parties.organizationUserId || actor.userId === parties.individualUserId;

/**
 * Media requests, self-tapes (issue 37): the job's organization asks the applicant of a job
 * request for a photo, a video or audio by a due time; the talent answers with their own uploads
 * (replaceable until due) or declines. Only those two accounts learn that a request exists.
 */
export function createMediaRequestsService(deps: MediaRequestsDeps) {
  const { db, clock, events, notifier, mediaUrls, allowance } = deps;

  async function mapped(rows: readonly MediaRequestRow[]): Promise<MediaRequest[]> {
    const files = await findAnswerFiles(
      db,
      rows.map((row) => row.id),
    );
    const now = clock.now();
    return rows.map((row) =>
      toMediaRequest(
        row,
        files.filter((file) => file.mediaRequestId === row.id),
        now,
        mediaUrls,
      ),
    );
  }

  async function one(row: MediaRequestRow): Promise<MediaRequest> {
    const [request] = await mapped([row]);
    if (request === undefined) throw new Error('a media request maps to one');
    return request;
  }

  function refuseDueAt(dueAt: Date, now: Date): void {
    if (dueAt.getTime() <= now.getTime())
      throw new AppError('VALIDATION_FAILED', [serverText('mediaRequestDuePast')]);
    if (dueAt.getTime() > now.getTime() + MEDIA_REQUEST_RULES.maxDaysAhead * DAY_MS)
      throw new AppError('VALIDATION_FAILED', [
        serverText('mediaRequestDueFar', { days: MEDIA_REQUEST_RULES.maxDaysAhead }),
      ]);
  }

  async function create(
    actor: Actor,
    jobRequestId: string,
    input: CreateMediaRequestInput,
  ): Promise<MediaRequest> {
    const parties = await findJobRequestParties(db, jobRequestId);
    if (parties === null || parties.organizationUserId !== actor.userId)
      throw new AppError('NOT_FOUND', serverText('requestMissing'));
    if (!(MEDIA_REQUEST_RULES.openRequestStates as readonly string[]).includes(parties.status))
      throw new AppError('NOT_ALLOWED', serverText('mediaRequestClosed'));
    const now = clock.now();
    const suspended =
      isSuspendedAt(
        { suspendedAt: parties.talentSuspendedAt, suspendedUntil: parties.talentSuspendedUntil },
        now,
      ) ||
      isSuspendedAt(
        { suspendedAt: parties.organizationSuspendedAt, suspendedUntil: parties.organizationSuspendedUntil },
        now,
      );
    if (suspended) throw new AppError('FORBIDDEN', serverText('mediaRequestSuspended'));
    if (await isBlockedBetween(db, parties.organizationUserId, parties.individualUserId))
      throw new AppError('FORBIDDEN', serverText('mediaRequestBlocked'));
    const dueAt = new Date(input.dueAt);
    refuseDueAt(dueAt, now);
    await allowance.check('media-request', actor.userId);
    const organizationName = await findPublicNameOfUser(db, actor.userId);
    const row = await db.transaction(async (tx) => {
      const attachment = input.attachment ?? null;
      if (attachment !== null) {
        // Locks the upload's row until commit, so the unused-upload sweep cannot take it meanwhile.
        const owned = await findOwnedMedia(tx, actor.userId, [attachment]);
        if (owned.get(attachment)?.kind !== 'document')
          throw new AppError('VALIDATION_FAILED', [serverText('mediaRequestAttachmentOwn')]);
      }
      await allowance.take(tx, 'media-request', actor.userId);
      const request = await insertMediaRequest(tx, {
        jobRequestId,
        jobId: parties.jobId,
        kind: input.kind,
        instructions: input.instructions,
        dueAt,
        attachmentKey: attachment,
        createdAt: now,
        updatedAt: now,
      });
      await insertMessage(tx, {
        chatId: parties.chatId,
        senderUserId: actor.userId,
        ...noticeColumns({ kind: 'MEDIA_REQUESTED', jobTitle: parties.jobTitle }),
        createdAt: now,
      });
      await events.publish(tx, {
        type: 'message',
        chatId: parties.chatId,
        userIds: [parties.individualUserId, parties.organizationUserId],
      });
      await notifier.record(tx, {
        userId: parties.individualUserId,
        kind: 'MEDIA_REQUESTED',
        actorName: organizationName,
        jobId: parties.jobId,
        jobTitle: parties.jobTitle,
        chatId: parties.chatId,
      });
      return request;
    });
    return one(row);
  }

  async function ofJobRequest(actor: Actor, jobRequestId: string): Promise<{ items: MediaRequest[] }> {
    const parties = await findJobRequestParties(db, jobRequestId);
    if (parties === null || !isParty(parties, actor))
      throw new AppError('NOT_FOUND', serverText('requestMissing'));
    return { items: await mapped(await listOfJobRequest(db, jobRequestId)) };
  }

  async function ofJob(
    actor: Actor,
    jobId: string,
    page: number,
    limit: number,
  ): Promise<Page<JobMediaRequest>> {
    if ((await findJobOrganizationUser(db, jobId)) !== actor.userId)
      throw new AppError('NOT_FOUND', serverText('jobMissing'));
    const rows = await listOfJob(db, jobId, actor.userId, rowsToRead(limit), (page - 1) * limit);
    const files = await findAnswerFiles(
      db,
      rows.slice(0, limit).map((row) => row.request.id),
    );
    const now = clock.now();
    return pageFrom(rows, page, limit, (row) =>
      toJobMediaRequest(
        row,
        files.filter((file) => file.mediaRequestId === row.request.id),
        now,
        mediaUrls,
      ),
    );
  }

  /** The request and its parties, for its talent; 404 for anyone but the two parties, 403 for the organization. */
  async function talentsRequest(actor: Actor, id: string) {
    const found = await findMediaRequestWithParties(db, id);
    if (found === null || !isParty(found.parties, actor))
      throw new AppError('NOT_FOUND', serverText('mediaRequestMissing'));
    if (found.parties.individualUserId !== actor.userId)
      throw new AppError('FORBIDDEN', serverText('mediaRequestTalentOnly'));
    return found;
  }

  /** Why a compare-and-set found nothing to change: the request's state, or its due time. */
  function refusal(
    request: MediaRequestRow,
    refusedState: MediaRequestRow['state'],
    message: ServerMessageKey,
  ) {
    return new AppError(
      'NOT_ALLOWED',
      serverText(request.state === refusedState ? message : 'mediaRequestPastDue'),
    );
  }

  async function answer(actor: Actor, id: string, input: AnswerMediaRequestInput): Promise<MediaRequest> {
    const { request, parties } = await talentsRequest(actor, id);
    const keys = [
      ...new Set(
        input.media.map((reference) => {
          const key = mediaUrls.keyOf(reference);
          if (key === null) throw new AppError('VALIDATION_FAILED', [NOT_OWN_MEDIA_MESSAGE]);
          return key;
        }),
      ),
    ];
    const talentName = await findPublicNameOfUser(db, actor.userId);
    const kind = request.kind as MediaRequestKind;
    const allowed: readonly string[] = MEDIA_REQUEST_RULES.answerUploadKinds[kind];
    const row = await db.transaction(async (tx) => {
      // Locks the uploads until commit: the unused-upload sweep sees them in the answer or not at all.
      const owned = await findOwnedMedia(tx, actor.userId, keys);
      if (keys.some((key) => !owned.has(key)))
        throw new AppError('VALIDATION_FAILED', [NOT_OWN_MEDIA_MESSAGE]);
      if (keys.some((key) => !allowed.includes(owned.get(key)?.kind ?? '')))
        throw new AppError('VALIDATION_FAILED', [serverText(KIND_MISMATCH[kind])]);
      const stored = await storeAnswer(tx, id, {
        keys,
        note: input.note ?? '',
        at: clock.now(),
      });
      if (stored === null) return null;
      await notifier.record(tx, {
        userId: parties.organizationUserId,
        kind: 'MEDIA_ANSWERED',
        actorName: talentName,
        jobId: parties.jobId,
        jobTitle: parties.jobTitle,
        chatId: parties.chatId,
      });
      return stored;
    });
    if (row === null) {
      const now = await findMediaRequestWithParties(db, id);
      throw refusal(now?.request ?? request, 'DECLINED', 'mediaRequestWasDeclined');
    }
    return one(row);
  }

  async function decline(actor: Actor, id: string, reason: string): Promise<MediaRequest> {
    const { request, parties } = await talentsRequest(actor, id);
    const talentName = await findPublicNameOfUser(db, actor.userId);
    const row = await db.transaction(async (tx) => {
      const stored = await storeDecline(tx, id, { reason, at: clock.now() });
      if (stored === null) return null;
      await notifier.record(tx, {
        userId: parties.organizationUserId,
        kind: 'MEDIA_DECLINED',
        actorName: talentName,
        jobId: parties.jobId,
        jobTitle: parties.jobTitle,
        chatId: parties.chatId,
      });
      return stored;
    });
    if (row === null) {
      const now = await findMediaRequestWithParties(db, id);
      const current = now?.request ?? request;
      throw new AppError(
        'NOT_ALLOWED',
        serverText(current.state === 'PENDING' ? 'mediaRequestPastDue' : 'mediaRequestWasAnswered'),
      );
    }
    return one(row);
  }

  return { create, ofJobRequest, ofJob, answer, decline };
}
