import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { emailSchema } from './email';
import { messageText } from '../messages/contract-messages';

export const URL_MESSAGES = {
  instagram: messageText('instagram'),
  tiktok: messageText('tiktok'),
  website: messageText('website'),
  urlOrEmail: messageText('urlOrEmail'),
} as const;

// A scheme is letters before a colon; 'example.com:8080' has a port there, not a scheme.
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * Adds https:// when the text has no scheme (spec §5). A text that has one, javascript: or
 * data: included, is left as it is for the protocol check to refuse, and so is a
 * protocol-relative `//host` or a path: neither is a link a person types.
 */
export function normalizeUrl(input: string): string {
  const value = input.trim();
  if (value === '' || SCHEME.test(value) || /^[/\\]/.test(value)) return value;
  return `https://${value}`;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A public DNS name: dotted labels ending in a top-level domain (IDN ones are punycode). */
const PUBLIC_HOSTNAME = new RegExp(`^(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);

/** The site itself or any subdomain of it; the URL parser has already lower-cased the host. */
function siteHostname(domain: string): RegExp {
  return new RegExp(`^(?:${LABEL}\\.)*${domain.replace(/\./g, '\\.')}$`);
}

const HTTP_SCHEME = /^https?:\/\//i;

// A user name in a link ('https://instagram.com@evil.io', 'https://evil.io@instagram.com')
// only serves to mislead whoever reads it.
const CREDENTIALS = /^[a-z]+:\/\/[^/?#]*@/i;

/**
 * An http(s) URL whose host matches `hostname`. The stored value is the parser's canonical
 * form (the URL constructor inside z.url), so what was checked is what is kept.
 */
export function httpUrlSchema(message: string, hostname: RegExp = PUBLIC_HOSTNAME) {
  return (
    z
      .string({ error: message })
      .trim()
      .min(1, { error: message, abort: true })
      .max(MAX_LENGTHS.url, { error: message, abort: true })
      .overwrite(normalizeUrl)
      // Checked ahead of z.url, which would report a bad scheme and a bad host as two issues.
      .refine((url) => HTTP_SCHEME.test(url), { error: message, abort: true })
      .check(z.url({ protocol: /^https?$/, hostname, normalize: true, error: message }))
      .refine((url) => !CREDENTIALS.test(url), {
        error: message,
        when: (payload) => payload.issues.length === 0,
      })
  );
}

export const InstagramUrlSchema = httpUrlSchema(URL_MESSAGES.instagram, siteHostname('instagram.com'));
export const TikTokUrlSchema = httpUrlSchema(URL_MESSAGES.tiktok, siteHostname('tiktok.com'));
export const WebsiteUrlSchema = httpUrlSchema(URL_MESSAGES.website);

/** The music portfolio and the experience form's social account: an e-mail address or an http(s) link. */
export const UrlOrEmailSchema = z.union(
  [
    emailSchema({ required: URL_MESSAGES.urlOrEmail, invalid: URL_MESSAGES.urlOrEmail }),
    httpUrlSchema(URL_MESSAGES.urlOrEmail),
  ],
  { error: URL_MESSAGES.urlOrEmail },
);
