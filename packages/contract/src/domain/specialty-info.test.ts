import { describe, expect, it } from 'vitest';
import { mapMedia, MEDIA_FIELDS } from './specialty-info';

describe('media in specialty info', () => {
  it('finds every media field of every specialty, and only those', () => {
    expect([...MEDIA_FIELDS].sort()).toEqual([
      'bodyPictures',
      'certificates',
      'fullBodyShots',
      'headShots',
      'portfolioPictures',
      'previousWork',
      'profilePicture',
      'reels',
      'trophiePictures',
    ]);
  });

  it('maps single files and galleries, leaving every other field alone', () => {
    const info = {
      profilePicture: 'a.webp',
      portfolioPictures: ['b.webp', 'c.webp'],
      reels: ['d.mp4'],
      portfolio: 'https://example.com/media/x.webp',
      AchievementsOrTitles: ['Gold'],
      affiliated: true,
    };
    expect(mapMedia(info, (media) => `/media/${media}`)).toEqual({
      profilePicture: '/media/a.webp',
      portfolioPictures: ['/media/b.webp', '/media/c.webp'],
      reels: ['/media/d.mp4'],
      portfolio: 'https://example.com/media/x.webp',
      AchievementsOrTitles: ['Gold'],
      affiliated: true,
    });
    expect(info.profilePicture).toBe('a.webp');
  });
});
