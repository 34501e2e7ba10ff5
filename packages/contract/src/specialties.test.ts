import { describe, expect, it } from 'vitest';
import { portfolioSectionTitle, SPECIALTIES, SPECIALTY_DETAILS, SPECIALTY_OPTIONS } from './specialties';
import { SpecialtySchema } from './specialty-schema';

describe('specialties', () => {
  it('has the ten role codes of the spec', () => {
    expect(SPECIALTIES).toEqual([
      'MODEL',
      'VIDEOGRAPHER',
      'PHOTOGRAPHER',
      'EDITOR',
      'TOURISM',
      'BEAUTY',
      'ATHLETE',
      'ARTIST',
      'FASHION',
      'MUSIC_AND_SOUND_ENGINEER',
    ]);
    expect(SpecialtySchema.parse('ATHLETE')).toBe('ATHLETE');
    expect(SpecialtySchema.safeParse('model').success).toBe(false);
  });

  it('names each specialty as spec §1 does', () => {
    expect(SPECIALTY_OPTIONS.map((option) => option.label)).toEqual([
      'Model',
      'Videographer',
      'Photographer',
      'Editor',
      'Tour Guide',
      'Beautician',
      'Athlete',
      'Visual Artist',
      'Fashionista',
      'Music & Sound Engineer',
    ]);
  });

  it('titles each profile form as spec §2 does', () => {
    expect(SPECIALTIES.map((specialty) => SPECIALTY_DETAILS[specialty].profileFormTitle)).toEqual([
      'Model',
      'Videographer',
      'Photographer',
      'Editor',
      'Tourism & Historical Advisor',
      'Beauty and Cosmetics',
      'Athletes & Sports Enthusiast',
      'Artists and Visuals',
      'Fashion and Jewelry Stylist',
      'Music & Sound Engineer',
    ]);
  });

  it('lists the media slots of spec §3, with a video slot only for the reel', () => {
    const slots = (specialty: (typeof SPECIALTIES)[number]) =>
      SPECIALTY_DETAILS[specialty].mediaSlots.map((slot) => `${slot.name}:${slot.kind}`);
    expect(slots('MODEL')).toEqual(['profile:image', 'portfolio:image', 'headshot:image', 'fullBody:image']);
    for (const specialty of ['VIDEOGRAPHER', 'PHOTOGRAPHER', 'EDITOR'] as const) {
      expect(slots(specialty)).toEqual([
        'portfolio1:image',
        'portfolio2:image',
        'profile:image',
        'reel:video',
      ]);
    }
    expect(slots('MUSIC_AND_SOUND_ENGINEER')).toEqual(['profile:image']);
    for (const specialty of ['FASHION', 'BEAUTY'] as const) {
      expect(slots(specialty)).toEqual([
        'profile:image',
        'certificateProof:image',
        'previousWork1:image',
        'previousWork2:image',
      ]);
    }
    expect(slots('ARTIST')).toEqual(['profile:image', 'previousWork1:image', 'previousWork2:image']);
    expect(slots('ATHLETE')).toEqual(['profile:image', 'fullbody:image', 'trophies:image']);
    expect(slots('TOURISM')).toEqual(['profile:image', 'certificateProof:image']);
  });

  it('titles the portfolio section Trophies for athletes only', () => {
    expect(portfolioSectionTitle('ATHLETE')).toBe('Trophies');
    expect(portfolioSectionTitle('MODEL')).toBe('Portfolio');
    expect(portfolioSectionTitle('BEAUTY')).toBe('Portfolio');
  });
});
