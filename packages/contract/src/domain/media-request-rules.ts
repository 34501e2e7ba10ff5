// Apart from the endpoint's schemas, without zod: a page's first load may read these rules.

/** What an organization may ask an applicant for (issue 37): a photo, a video (a self-tape) or audio. */
export const MEDIA_REQUEST_KINDS = ['PHOTO', 'VIDEO', 'AUDIO'] as const;
export type MediaRequestKind = (typeof MEDIA_REQUEST_KINDS)[number];

/** Where a request stands: waiting for the talent, answered (the answer can be replaced until due), or declined. */
export const MEDIA_REQUEST_STATES = ['PENDING', 'ANSWERED', 'DECLINED'] as const;
export type MediaRequestState = (typeof MEDIA_REQUEST_STATES)[number];

/**
 * The rules of a media request. The due time is at most 60 days ahead; an answer holds 1 to 5
 * uploads. The upload path has no audio type, so AUDIO is answered with a recording uploaded as
 * a video (an audio-only MP4 or WebM is one): ADR 035.
 */
export const MEDIA_REQUEST_RULES = {
  maxDaysAhead: 60,
  maxAnswerFiles: 5,
  /** The job request states a media request can be made in: an application waiting or accepted. */
  openRequestStates: ['PENDING', 'APPROVED'],
  /** The upload kinds that answer each kind of request. */
  answerUploadKinds: { PHOTO: ['image'], VIDEO: ['video'], AUDIO: ['video'] },
} as const satisfies {
  maxDaysAhead: number;
  maxAnswerFiles: number;
  openRequestStates: readonly string[];
  answerUploadKinds: Readonly<Record<MediaRequestKind, readonly ('image' | 'video')[]>>;
};
