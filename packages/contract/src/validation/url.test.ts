import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  httpUrlSchema,
  InstagramUrlSchema,
  normalizeUrl,
  TikTokUrlSchema,
  URL_MESSAGES,
  UrlOrEmailSchema,
  WebsiteUrlSchema,
} from './url';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('normalizeUrl', () => {
  it.each([
    ['instagram.com/najd', 'https://instagram.com/najd'],
    ['  www.example.com ', 'https://www.example.com'],
    ['//example.com/a', '//example.com/a'],
    ['\\\\evil.example', '\\\\evil.example'],
    ['example.com:8080/a', 'https://example.com:8080/a'],
    ['http://example.com', 'http://example.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['data:text/html,hi', 'data:text/html,hi'],
    ['', ''],
  ])('%j becomes %j', (input, output) => {
    expect(normalizeUrl(input)).toBe(output);
  });
});

describe('Instagram URL', () => {
  it.each([
    ['instagram.com/najdcreative', 'https://instagram.com/najdcreative'],
    ['www.instagram.com/najd', 'https://www.instagram.com/najd'],
    ['HTTPS://INSTAGRAM.COM/Najd', 'https://instagram.com/Najd'],
    ['http://instagram.com/najd', 'http://instagram.com/najd'],
  ])('accepts %j as %j', (input, stored) => {
    expect(InstagramUrlSchema.parse(input)).toBe(stored);
  });

  it.each([
    'instagram.com.evil.io',
    'evil.io/instagram.com',
    'https://evil.io?next=instagram.com',
    'https://instagram.com@evil.io',
    'https://evil.io@instagram.com',
    'https://notinstagram.com/najd',
    'javascript:alert(1)//instagram.com',
    'ftp://instagram.com/najd',
    'https://tiktok.com/@najd',
    '//instagram.com/najd',
    '',
  ])('refuses %j', (input) => {
    expect(firstMessage(InstagramUrlSchema, input)).toBe('Please enter a valid Instagram URL.');
  });
});

describe('TikTok URL', () => {
  it('accepts tiktok.com and its subdomains', () => {
    expect(TikTokUrlSchema.parse('tiktok.com/@najd')).toBe('https://tiktok.com/@najd');
    expect(TikTokUrlSchema.parse('https://vm.tiktok.com/ZS123')).toBe('https://vm.tiktok.com/ZS123');
  });

  it.each(['tiktok.com.evil.io', 'evil.io/tiktok.com', 'https://instagram.com/najd'])(
    'refuses %j',
    (input) => {
      expect(firstMessage(TikTokUrlSchema, input)).toBe('Please enter a valid TikTok URL.');
    },
  );
});

describe('website URL', () => {
  it('accepts any public http(s) site, adding https://', () => {
    expect(WebsiteUrlSchema.parse('najdcreative.sa')).toBe('https://najdcreative.sa/');
    expect(WebsiteUrlSchema.parse('http://shop.example.com/a?b=1')).toBe('http://shop.example.com/a?b=1');
    expect(WebsiteUrlSchema.parse('xn--mgbaam7a8h.xn--mgberp4a5d4ar')).toBe(
      'https://xn--mgbaam7a8h.xn--mgberp4a5d4ar/',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:a@example.com',
    'localhost:3000',
    'http://127.0.0.1',
    'https://user:pass@example.com',
    'not a url',
    '//evil.example',
    '//evil.example/path',
    '\\\\evil.example',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %j', (input) => {
    expect(firstMessage(WebsiteUrlSchema, input)).toBe('Please enter a valid website URL.');
  });

  it('gives one message per bad value', () => {
    expect(WebsiteUrlSchema.safeParse('javascript:alert(1)').error?.issues).toHaveLength(1);
  });

  it('can be built for another message', () => {
    expect(firstMessage(httpUrlSchema('Bad link.'), 'javascript:x')).toBe('Bad link.');
  });
});

describe('URL or e-mail', () => {
  it('accepts an e-mail address or an http(s) link', () => {
    expect(UrlOrEmailSchema.parse(' Studio@Example.com ')).toBe('studio@example.com');
    expect(UrlOrEmailSchema.parse('soundcloud.com/najd')).toBe('https://soundcloud.com/najd');
  });

  it.each(['javascript:alert(1)', 'studio@', 'hello', '', undefined])('refuses %j', (input) => {
    expect(firstMessage(UrlOrEmailSchema, input)).toBe('Please enter a valid URL or email address.');
  });

  it('keeps the spec wordings', () => {
    expect(URL_MESSAGES).toEqual({
      instagram: 'Please enter a valid Instagram URL.',
      tiktok: 'Please enter a valid TikTok URL.',
      website: 'Please enter a valid website URL.',
      urlOrEmail: 'Please enter a valid URL or email address.',
    });
  });
});
