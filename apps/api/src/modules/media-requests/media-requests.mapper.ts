import {
  API_BASE_PATH,
  DOCUMENTS_PATH,
  type JobMediaRequest,
  type MediaRequest,
  type MediaRequestKind,
  type MediaRequestState,
} from '@casting/contract';
import type { MediaRequestRow } from '../../db/schema/media-requests';
import type { MediaUrls } from '../../lib/media-urls';
import type { AnswerFile } from './media-requests.repo';

const RIYADH_OFFSET_MS = 3 * 60 * 60_000;

/** A time as ISO 8601 in Riyadh time, which keeps +03:00 all year (no daylight saving). */
export function riyadhIso(at: Date): string {
  return `${new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, -1)}+03:00`;
}

export function toMediaRequest(
  row: MediaRequestRow,
  files: readonly AnswerFile[],
  now: Date,
  mediaUrls: MediaUrls,
): MediaRequest {
  const state = row.state as MediaRequestState;
  return {
    id: row.id,
    jobRequestId: row.jobRequestId,
    jobId: row.jobId,
    kind: row.kind as MediaRequestKind,
    instructions: row.instructions,
    dueAt: riyadhIso(row.dueAt),
    attachmentUrl:
      row.attachmentKey === null ? null : `${API_BASE_PATH}${DOCUMENTS_PATH}/${row.attachmentKey}`,
    state,
    overdue: state === 'PENDING' && row.dueAt <= now,
    answer:
      state === 'ANSWERED' && row.answeredAt !== null
        ? {
            media: files.map((file) => ({
              url: mediaUrls.urlOf(file.mediaKey),
              kind: file.kind === 'image' ? ('image' as const) : ('video' as const),
            })),
            note: row.answerNote ?? '',
            answeredAt: riyadhIso(row.answeredAt),
          }
        : null,
    declineReason: row.declineReason,
    declinedAt: row.declinedAt === null ? null : riyadhIso(row.declinedAt),
    createdAt: riyadhIso(row.createdAt),
  } satisfies MediaRequest;
}

interface StoredCard {
  readonly fullName?: string;
  readonly profilePicture?: string | null;
}

/** One of a job's requests with its talent, named and pictured from the card the organization may see. */
export function toJobMediaRequest(
  row: { request: MediaRequestRow; individualId: string; card: string },
  files: readonly AnswerFile[],
  now: Date,
  mediaUrls: MediaUrls,
): JobMediaRequest {
  const card = JSON.parse(row.card) as StoredCard;
  const picture = card.profilePicture ?? null;
  return {
    ...toMediaRequest(row.request, files, now, mediaUrls),
    talent: {
      individualId: row.individualId,
      name: card.fullName ?? '',
      profilePicture: picture === null ? null : mediaUrls.urlOf(picture),
    },
  } satisfies JobMediaRequest;
}
