import { describe, expect, it } from 'vitest';
import { MEDIA_KEY, MediaUrlSchema, mediaReferenceSchema } from './media-reference';

const key = '3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f.webp';
const schema = mediaReferenceSchema('Please select a valid image file.');

describe('media references', () => {
  it.each([
    ['a bare key', key],
    ['a root-relative media URL', `/media/${key}`],
    ['an absolute media URL on any host', `https://casting.example/media/${key}`],
    ['an http URL with a port', `http://127.0.0.1:3000/media/${key}`],
    ['a CDN URL', `https://cdn.example.net/${key}`],
    ['a bucket URL with a path', `https://bucket.s3.eu-west-1.amazonaws.com/uploads/${key}`],
    ['a video', `/media/${key.replace('.webp', '.mp4')}`],
  ])('accepts %s', (_name, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['another extension', key.replace('.webp', '.html')],
    ['a thumbnail', key.replace('.webp', '-thumb.webp')],
    ['upper-case hex', key.toUpperCase()],
    ['a query', `https://casting.example/media/${key}?v=1`],
    ['a fragment', `/media/${key}#x`],
    ['a user name', `https://casting.example@evil.example/media/${key}`],
    ['a scheme other than http(s)', `javascript://x/media/${key}`],
    ['a protocol-relative URL', `//evil.example/media/${key}`],
    ['another root-relative path', `/uploads/${key}`],
    ['a backslash', `https://casting.example\\media\\${key}`],
    ['spaces', `https://casting.example/media/ ${key}`],
    ['an empty text', ''],
  ])('refuses %s with the given message', (_name, value) => {
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Please select a valid image file.');
  });

  it('knows a storage key', () => {
    expect(MEDIA_KEY.test(key)).toBe(true);
    expect(MEDIA_KEY.test(`/media/${key}`)).toBe(false);
  });

  it('describes the URLs the API answers, never a bare key', () => {
    expect(MediaUrlSchema.safeParse(`/media/${key}`).success).toBe(true);
    expect(MediaUrlSchema.safeParse(`https://cdn.example.net/${key}`).success).toBe(true);
    expect(MediaUrlSchema.safeParse(key).success).toBe(false);
  });
});
