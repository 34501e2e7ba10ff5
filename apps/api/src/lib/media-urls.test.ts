import { describe, expect, it } from 'vitest';
import { createMediaUrls } from './media-urls';

const key = '3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f.webp';
const thumb = '3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f-thumb.webp';
const relative = createMediaUrls(undefined);
const cdn = createMediaUrls('https://cdn.example.net/nujoom');

describe('media URLs', () => {
  it('are root-relative by default and on the media host when one is configured', () => {
    expect(relative.urlOf(key)).toBe(`/media/${key}`);
    expect(cdn.urlOf(key)).toBe(`https://cdn.example.net/nujoom/${key}`);
  });

  it.each([
    ['the bare key', key],
    ['the root-relative URL', `/media/${key}`],
    ['an absolute URL an upload answered before, on any host', `http://localhost:3000/media/${key}`],
    ['an absolute URL on the public host', `https://casting.example/media/${key}`],
    ['the media host URL', `https://cdn.example.net/nujoom/${key}`],
  ])('map %s to the key', (_name, reference) => {
    expect(cdn.keyOf(reference)).toBe(key);
  });

  it('take the media host form only when that host is configured', () => {
    expect(relative.keyOf(`https://cdn.example.net/nujoom/${key}`)).toBeNull();
  });

  it.each([
    ['a foreign path', `https://evil.example/files/${key}`],
    ['a foreign host mimicking the media host', `https://cdn.example.net.evil.example/nujoom/${key}`],
    ['a deeper media path', `https://casting.example/media/sub/${key}`],
    ['a path climbing out', `https://casting.example/media/../${key}`],
    ['a path climbing out of the media host', `https://cdn.example.net/nujoom/../${key}`],
    ['an encoded climb', `/media/%2e%2e/${key}`],
    ['a prefix before /media', `https://casting.example/x/media/${key}`],
    ['a user name', `https://casting.example@evil.example/media/${key}`],
    ['a query', `https://casting.example/media/${key}?x=1`],
    ['a fragment', `/media/${key}#top`],
    ['a protocol-relative URL', `//evil.example/media/${key}`],
    ['another scheme', `ftp://casting.example/media/${key}`],
    ['a backslash', `https://casting.example/media\\${key}`],
    ['a thumbnail', `/media/${thumb}`],
    ['another extension', `/media/${key.replace('.webp', '.svg')}`],
    ['a trailing slash', `/media/${key}/`],
    ['an empty text', ''],
  ])('refuse %s', (_name, reference) => {
    expect(cdn.keyOf(reference)).toBeNull();
  });

  it('write the keys of a card as URLs and touch nothing else', () => {
    const card = JSON.stringify({
      id: 'a',
      firstName: `"profilePicture":"${thumb}"`,
      lastName: 'logo',
      profilePicture: thumb,
      modelAttributes: null,
    });
    expect(JSON.parse(relative.inCards(card, 'profilePicture'))).toEqual({
      id: 'a',
      firstName: `"profilePicture":"${thumb}"`,
      lastName: 'logo',
      profilePicture: `/media/${thumb}`,
      modelAttributes: null,
    });
    const job = `{"id":"j","title":"\\"logo\\":\\"${key}\\"","organization":{"id":"o","name":"N","logo":"${key}"}}`;
    expect(JSON.parse(cdn.inCards(job, 'logo'))).toEqual({
      id: 'j',
      title: `"logo":"${key}"`,
      organization: { id: 'o', name: 'N', logo: `https://cdn.example.net/nujoom/${key}` },
    });
  });

  it('write the key of every card in a page, and leave the members that are not keys', () => {
    const page = [
      { id: 'a', profilePicture: thumb },
      { id: 'b', profilePicture: null, bio: `"profilePicture":"${thumb}"` },
      { id: 'c', profilePicture: 'https://old.example/x.webp' },
      { id: 'd', profilePicture: key },
    ];
    expect(JSON.parse(cdn.inCards(JSON.stringify(page), 'profilePicture'))).toEqual([
      { id: 'a', profilePicture: `https://cdn.example.net/nujoom/${thumb}` },
      { id: 'b', profilePicture: null, bio: `"profilePicture":"${thumb}"` },
      { id: 'c', profilePicture: 'https://old.example/x.webp' },
      { id: 'd', profilePicture: `https://cdn.example.net/nujoom/${key}` },
    ]);
  });

  it('leave a card without media, or with something else than a key, as it is', () => {
    for (const card of [
      '{"id":"a","profilePicture":null}',
      '{"id":"a"}',
      `{"id":"a","profilePicture":"https://old.example/media/${thumb}"}`,
      `{"id":"a","profilePicture":"${key}x"}`,
    ])
      expect(relative.inCards(card, 'profilePicture')).toBe(card);
  });

  it('keep a media host with $ or quotes literal in cards', () => {
    const odd = createMediaUrls('https://cdn.example.net/$1"x');
    expect(JSON.parse(odd.inCards(`{"logo":"${key}"}`, 'logo'))).toEqual({
      logo: `https://cdn.example.net/$1"x/${key}`,
    });
  });
});
