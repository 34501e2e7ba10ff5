import { LIMITS, UPLOAD_MESSAGES } from '@casting/contract';

export interface AcceptedType {
  readonly kind: 'image' | 'video';
  readonly maxBytes: number;
  readonly tooLargeMessage: string;
}

/** What we accept, by the MIME type detected from the file's bytes. */
export const ACCEPTED_TYPES: Readonly<Record<string, AcceptedType>> = {
  'image/jpeg': {
    kind: 'image',
    maxBytes: LIMITS.imageMaxBytes,
    tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge,
  },
  'image/png': {
    kind: 'image',
    maxBytes: LIMITS.imageMaxBytes,
    tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge,
  },
  'image/webp': {
    kind: 'image',
    maxBytes: LIMITS.imageMaxBytes,
    tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge,
  },
  'video/mp4': {
    kind: 'video',
    maxBytes: LIMITS.videoMaxBytes,
    tooLargeMessage: UPLOAD_MESSAGES.videoTooLarge,
  },
  'video/quicktime': {
    kind: 'video',
    maxBytes: LIMITS.videoMaxBytes,
    tooLargeMessage: UPLOAD_MESSAGES.videoTooLarge,
  },
  'video/webm': {
    kind: 'video',
    maxBytes: LIMITS.videoMaxBytes,
    tooLargeMessage: UPLOAD_MESSAGES.videoTooLarge,
  },
};

export const VIDEO_EXTENSIONS: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** Content types of the files we store, by extension, for serving. */
export const STORED_CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export const INVALID_IMAGE_MESSAGE = UPLOAD_MESSAGES.image;
export const INVALID_VIDEO_MESSAGE = UPLOAD_MESSAGES.video;
export const LARGEST_UPLOAD = Math.max(...Object.values(ACCEPTED_TYPES).map((type) => type.maxBytes));
