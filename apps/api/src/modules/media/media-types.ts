import { DOCUMENT_MIME_TYPES, LIMITS, UPLOAD_MESSAGES } from '@casting/contract';

export interface AcceptedType {
  readonly kind: 'image' | 'video' | 'document';
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

/** What a private document may be (POST /upload/documents), by the MIME type detected from its bytes. */
export const DOCUMENT_TYPES: Readonly<Record<string, AcceptedType>> = Object.fromEntries(
  DOCUMENT_MIME_TYPES.map((mime) => [
    mime,
    {
      kind: 'document',
      maxBytes: LIMITS.documentMaxBytes,
      tooLargeMessage: UPLOAD_MESSAGES.documentTooLarge,
    },
  ]),
);

/** A document's stored name ends in the extension of its type. */
export const DOCUMENT_EXTENSIONS: Readonly<Record<(typeof DOCUMENT_MIME_TYPES)[number], string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
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
export const INVALID_DOCUMENT_MESSAGE = UPLOAD_MESSAGES.document;
export const LARGEST_UPLOAD = Math.max(
  ...[...Object.values(ACCEPTED_TYPES), ...Object.values(DOCUMENT_TYPES)].map((type) => type.maxBytes),
);
