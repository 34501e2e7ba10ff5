import { z } from 'zod';
import { MAX_LENGTHS, MEDIA_BASE_PATH } from '../constants';

/** The name the server gives an uploaded file: a UUID and the extension of its detected format. */
const KEY = '[0-9a-f-]{36}\\.(?:webp|mp4|mov|webm)';
// An absolute http(s) URL up to the last slash: no user name, query, fragment or backslash.
const ABSOLUTE_PREFIX = 'https?://[^\\s/?#@\\\\]+(?:/[^\\s?#\\\\]*)?/';

/** A media file's storage key: what the database keeps in every media field. */
export const MEDIA_KEY = new RegExp(`^${KEY}$`);

/**
 * What a client may send for a media field: the URL an upload answered (root-relative
 * `/media/<key>`, or absolute on this host, an earlier one or the media host), or the bare key.
 * Only the shape is checked here; the server maps it to the key and checks whose file it is.
 */
const MEDIA_REFERENCE = new RegExp(`^(?:${MEDIA_BASE_PATH}/|${ABSOLUTE_PREFIX})?${KEY}$`);

export function mediaReferenceSchema(message: string) {
  return z.string().max(MAX_LENGTHS.url, message).regex(MEDIA_REFERENCE, message);
}

/**
 * A media URL as the API writes it: `/media/<key>` on the origin the app was opened from, or
 * absolute on the configured media host (a CDN or the bucket's public URL).
 */
export const MediaUrlSchema = z
  .string()
  .regex(new RegExp(`^(?:${MEDIA_BASE_PATH}/|${ABSOLUTE_PREFIX})${KEY}$`));

/**
 * A private document's storage key (`POST /upload/documents` answers it): a UUID and the
 * extension of the detected format. Documents are never media: no URL of /media serves them.
 */
export const DOCUMENT_KEY = /^[0-9a-f-]{36}\.(?:pdf|jpg|png)$/;

export const DocumentKeySchema = z.string().regex(DOCUMENT_KEY);
