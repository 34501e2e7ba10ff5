import { MEDIA_BASE_PATH, MEDIA_KEY } from '@casting/contract';

/**
 * The database keeps media by storage key; URLs are made here, when a response is written, so a
 * new host, CDN or bucket needs no data migration (docs/decisions/005-media-by-key.md).
 */
export interface MediaUrls {
  /** `<MEDIA_PUBLIC_URL>/<key>`, or `/media/<key>` on whatever origin the app was opened from. */
  readonly urlOf: (key: string) => string;
  /** The key a client's media reference names, or null when it is not one of the accepted shapes. */
  readonly keyOf: (reference: string) => string | null;
  /** A stored card (JSON text) with the keys of its media fields written as URLs. */
  readonly inCard: (card: string) => string;
}

// Any host, path exactly /media/<key>: what uploads answered while URLs were absolute.
const ABSOLUTE_MEDIA_URL = new RegExp(`^https?://[^\\s/?#@\\\\]+${MEDIA_BASE_PATH}/[^/]+$`);

// The media members of the stored cards (migration 0007): the talent card's thumbnail and the
// organization card's logo. A `"` inside a JSON string is always escaped, so `"name":"` can only
// be a member name followed by its value, never text someone wrote.
const CARD_MEDIA = /"(profilePicture|logo)":"([0-9a-f-]{36}(?:-thumb)?\.(?:webp|mp4|mov|webm))"/g;

export function createMediaUrls(mediaPublicUrl: string | undefined): MediaUrls {
  const prefix = `${mediaPublicUrl ?? MEDIA_BASE_PATH}/`;
  // The prefix as it reads inside a JSON string, with `$` kept literal in the replacement.
  const cardReplacement = `"$1":"${JSON.stringify(prefix).slice(1, -1).replaceAll('$', '$$$$')}$2"`;
  return {
    urlOf: (key) => prefix + key,
    keyOf: (reference) => {
      const key = reference.slice(reference.lastIndexOf('/') + 1);
      if (!MEDIA_KEY.test(key)) return null;
      const accepted =
        reference === key ||
        reference === `${MEDIA_BASE_PATH}/${key}` ||
        reference === prefix + key ||
        ABSOLUTE_MEDIA_URL.test(reference);
      return accepted ? key : null;
    },
    inCard: (card) => card.replace(CARD_MEDIA, cardReplacement),
  };
}
