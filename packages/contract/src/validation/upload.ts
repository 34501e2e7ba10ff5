import { LIMITS } from '../constants';
import { messageText } from '../messages/contract-messages';

export const UPLOAD_MESSAGES = {
  image: messageText('image'),
  video: messageText('video'),
  imageTooLarge: messageText('imageTooLarge'),
  videoTooLarge: messageText('videoTooLarge'),
  logo: messageText('logoType'),
  empty: messageText('fileEmpty'),
  document: messageText('document'),
  documentTooLarge: messageText('documentTooLarge'),
} as const;

/** What both a browser File and a server-side multipart part can tell before the bytes are read. */
export interface FileFacts {
  readonly size: number;
  readonly type: string;
}

// Formats the image pipeline re-encodes; SVG is left out because it can carry script.
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** A private document: kept as uploaded (an image's metadata stripped), read only with a session. */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

function mediaType(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

function checkFile(
  file: FileFacts,
  types: readonly string[],
  typeMessage: string,
  maxBytes: number,
  sizeMessage: string,
): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (!types.includes(mediaType(file.type))) return typeMessage;
  return file.size > maxBytes ? sizeMessage : null;
}

/** The message to show, or null when the file may be uploaded to an image slot. */
export function imageFileError(file: FileFacts): string | null {
  return checkFile(
    file,
    IMAGE_MIME_TYPES,
    UPLOAD_MESSAGES.image,
    LIMITS.imageMaxBytes,
    UPLOAD_MESSAGES.imageTooLarge,
  );
}

/** The message to show, or null when the file may be uploaded to a reel slot. */
export function videoFileError(file: FileFacts): string | null {
  return checkFile(
    file,
    VIDEO_MIME_TYPES,
    UPLOAD_MESSAGES.video,
    LIMITS.videoMaxBytes,
    UPLOAD_MESSAGES.videoTooLarge,
  );
}

/** The message to show, or null when the file may be an organization logo (JPEG or PNG, 1 MB). */
export function logoFileError(file: FileFacts): string | null {
  return checkFile(
    file,
    LOGO_MIME_TYPES,
    UPLOAD_MESSAGES.logo,
    LIMITS.imageMaxBytes,
    UPLOAD_MESSAGES.imageTooLarge,
  );
}

/** The message to show, or null when the file may be uploaded as a private document (PDF, JPEG or PNG, 5 MB). */
export function documentFileError(file: FileFacts): string | null {
  return checkFile(
    file,
    DOCUMENT_MIME_TYPES,
    UPLOAD_MESSAGES.document,
    LIMITS.documentMaxBytes,
    UPLOAD_MESSAGES.documentTooLarge,
  );
}
