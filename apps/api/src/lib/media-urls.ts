import { MEDIA_BASE_PATH, MEDIA_KEY } from '@casting/contract';

/**
 * The database keeps media by storage key; URLs are made here, when a response is written, so a
 * new host, CDN or bucket needs no data migration (docs/decisions/006-media-by-key.md).
 */
export interface MediaUrls {
  /** `<MEDIA_PUBLIC_URL>/<key>`, or `/media/<key>` on whatever origin the app was opened from. */
  readonly urlOf: (key: string) => string;
  /** The key a client's media reference names, or null when it is not one of the accepted shapes. */
  readonly keyOf: (reference: string) => string | null;
  /** JSON text holding stored cards, one or a page of them, with the key in each card's media member written as a URL. */
  readonly inCards: (text: string, member: CardMediaMember) => string;
}

// Any host, path exactly /media/<key>: what uploads answered while URLs were absolute.
const ABSOLUTE_MEDIA_URL = new RegExp(`^https?://[^\\s/?#@\\\\]+${MEDIA_BASE_PATH}/[^/]+$`);

/** The media member of each stored card (migration 0007): the talent's thumbnail, the organization's logo. */
export type CardMediaMember = 'profilePicture' | 'logo';
const MEMBER_START: Readonly<Record<CardMediaMember, string>> = {
  profilePicture: '"profilePicture":"',
  logo: '"logo":"',
};

// A strict key and the closing quote, tried right where a member's value starts.
const CARD_KEY = /[0-9a-f-]{36}(?:-thumb)?\.(?:webp|mp4|mov|webm)"/y;

export function createMediaUrls(mediaPublicUrl: string | undefined): MediaUrls {
  const prefix = `${mediaPublicUrl ?? MEDIA_BASE_PATH}/`;
  const prefixInJson = JSON.stringify(prefix).slice(1, -1);
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
    // A `"` inside a JSON string is always escaped, so each `"logo":"` of a card's text is its
    // member, never text someone wrote; indexOf is several times cheaper than a regex over the
    // whole text, which the list pages would pay on every card.
    inCards: (text, member) => {
      const needle = MEMBER_START[member];
      let written = '';
      let copied = 0;
      for (let found = text.indexOf(needle); found >= 0; found = text.indexOf(needle, found + 1)) {
        const value = found + needle.length;
        CARD_KEY.lastIndex = value;
        if (!CARD_KEY.test(text)) continue;
        written += text.slice(copied, value) + prefixInJson;
        copied = value;
      }
      return copied === 0 ? text : written + text.slice(copied);
    },
  };
}
