import { describe, expect, it } from 'vitest';
import { ARTIST_CATEGORY_OPTIONS, ARTIST_STYLE_OPTIONS } from './artist';
import { ATHLETE_CATEGORY_OPTIONS } from './athlete';
import { BEAUTY_BRAND_OPTIONS, BEAUTY_EXPERTISE_OPTIONS } from './beauty';
import { EYE_COLOR_OPTIONS } from './eye-color';
import { FASHION_CATEGORY_OPTIONS } from './fashion';
import { GENDER_OPTIONS } from './gender';
import { HAIR_COLOR_OPTIONS } from './hair-color';
import {
  CAREER_LEVELS,
  DURATION_UNITS,
  durationInDays,
  EDUCATION_LEVELS,
  JOB_CATEGORY_OPTIONS,
  JOB_STATUSES,
} from './job';
import { APPLICATION_STATUSES, JOB_REQUEST_STATUSES } from './job-request';
import {
  acceptedMeasurementBounds,
  dressSizeKind,
  MEASUREMENT_RANGES,
  measurementValues,
  suitSizeValues,
} from './measurements';
import { MESSAGE_TYPES } from './message';
import { MUSIC_CATEGORY_OPTIONS, MUSIC_CLIENT_PREFERENCE_OPTIONS } from './music';
import { SKIN_TONE_OPTIONS } from './skin-tone';
import { TOURISM_SPECIALIZATION_OPTIONS } from './tourism';
import { EyeColorSchema, GenderSchema } from './model-attribute-schemas';
import { SELECT_OPTION_MESSAGE } from './option-schema';

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);
const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('model attribute options', () => {
  it('hold the codes of spec §9 with English labels', () => {
    expect(values(GENDER_OPTIONS)).toEqual(['MALE', 'FEMALE', 'OTHER']);
    expect(labels(GENDER_OPTIONS)).toEqual(['Male', 'Female', 'Other']);
    expect(values(SKIN_TONE_OPTIONS)).toEqual(['LIGHT', 'MEDIUM', 'DARK']);
    expect(values(HAIR_COLOR_OPTIONS)).toEqual(['BLACK', 'BROWN', 'BLONDE', 'RED']);
    expect(values(EYE_COLOR_OPTIONS)).toEqual(['BROWN', 'BLUE', 'GREEN', 'HAZEL']);
    expect(labels(EYE_COLOR_OPTIONS)).toEqual(['Brown', 'Blue', 'Green', 'Hazel']);
  });

  it('refuse an unknown code with a select message', () => {
    expect(GenderSchema.parse('FEMALE')).toBe('FEMALE');
    expect(EyeColorSchema.safeParse('GREY').error?.issues[0]?.message).toBe(SELECT_OPTION_MESSAGE);
  });

  it('give ranges that fit real adults, ends included (spec §9 ranges are accepted besides)', () => {
    const ranges = Object.fromEntries(
      Object.entries(MEASUREMENT_RANGES).map(([key, range]) => [key, [range.min, range.max, range.unit]]),
    );
    expect(ranges).toEqual({
      height: [140, 200, 'cm'],
      weight: [35, 150, 'kg'],
      bust: [60, 140, 'cm'],
      waist: [45, 130, 'cm'],
      hips: [60, 140, 'cm'],
      dressSize: [4, 26, 'UK'],
      shoeSize: [20, 50, 'EU'],
    });
    expect(measurementValues('dressSize')).toEqual([4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26]);
    expect(suitSizeValues()).toEqual([40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64]);
    expect(measurementValues('height')).toHaveLength(61);
    expect(acceptedMeasurementBounds('hips')).toEqual({ min: 50, max: 140 });
    expect(acceptedMeasurementBounds('dressSize')).toEqual({ min: 4, max: 64 });
    expect([12, 26, 40, 64].map(dressSizeKind)).toEqual(['dress', 'dress', 'suit', 'suit']);
  });
});

describe('specialty option lists', () => {
  it('label every option with the exact spec string', () => {
    expect(labels(MUSIC_CATEGORY_OPTIONS)).toEqual([
      'Music Producer',
      'Sound Engineer',
      'Audio Post-Production specialist',
      'Composer / Music Arranger',
      'Voiceover / Podcast Editor',
      'DJ & Live Performance Engineer',
    ]);
    expect(labels(MUSIC_CLIENT_PREFERENCE_OPTIONS)).toEqual([
      'Record Labels & Artists',
      'Audio Post-Production Specialist',
      'Corporate Clients & Business',
      'Event Planners & Concerts',
      'Advertising & Marketing Agencies',
    ]);
    expect(labels(FASHION_CATEGORY_OPTIONS)).toEqual([
      'Fashion Stylist',
      'Jewelry Stylist',
      'Wardrobe Consultant / Image Consultant',
      'Runway & Fashion Show Stylist',
      'Bridal & Occasion Stylist',
    ]);
    expect(labels(ARTIST_CATEGORY_OPTIONS)).toEqual([
      'Painter',
      'Sketch Artist / Illustrator',
      'Mural / Street Artist',
      'Sculptor / 3D Artist',
      'Digital Artist',
    ]);
    expect(labels(ARTIST_STYLE_OPTIONS)).toEqual([
      'Realism / Hyperrealism',
      'Abstract / Expressionism',
      'Surrealism / Fantasy',
      'Portraits',
      'Concept Art & Illustration',
      'Digital Art & NFT Creation',
    ]);
    expect(labels(ATHLETE_CATEGORY_OPTIONS)).toEqual([
      'Professional Athlete',
      'Retired Athlete / Sports Ambassador',
      'Public Figure / Sports Influencer',
      'Coach / trainer',
      'Fitness Blogger',
      'Health & Wellness Expert',
      'Body Builder',
    ]);
    expect(labels(BEAUTY_EXPERTISE_OPTIONS)).toEqual([
      'Bridal Makeup',
      'Special Effects Makeup',
      'Editorial & Fashion Makeup',
      'Runway Makeup',
      'Film & Tv Makeup',
      'Theatre Makeup',
      'Face & Body Painting',
    ]);
    expect(labels(TOURISM_SPECIALIZATION_OPTIONS)).toEqual([
      'Cultural Tourism',
      'Historical Site Tours',
      'Archeological Tours',
      'Religious Tourism',
      'Local Heritage & Traditions',
      'Adventure & Ecotourism',
      'Face & Body Painting',
    ]);
  });

  it('offers five makeup brands and Other', () => {
    expect(BEAUTY_BRAND_OPTIONS).toHaveLength(6);
    expect(BEAUTY_BRAND_OPTIONS.at(-1)).toEqual({ value: 'OTHER', label: 'Other' });
  });

  it('keeps every value a distinct code', () => {
    for (const options of [
      MUSIC_CATEGORY_OPTIONS,
      MUSIC_CLIENT_PREFERENCE_OPTIONS,
      FASHION_CATEGORY_OPTIONS,
      ARTIST_CATEGORY_OPTIONS,
      ARTIST_STYLE_OPTIONS,
      ATHLETE_CATEGORY_OPTIONS,
      BEAUTY_EXPERTISE_OPTIONS,
      BEAUTY_BRAND_OPTIONS,
      TOURISM_SPECIALIZATION_OPTIONS,
    ]) {
      const codes = values(options);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/);
    }
  });
});

describe('job enums', () => {
  it('hold the codes of spec §3', () => {
    expect(values(JOB_CATEGORY_OPTIONS)).toHaveLength(10);
    expect(CAREER_LEVELS).toEqual(['ENTRY_LEVEL', 'MID_LEVEL', 'SENIOR_LEVEL']);
    expect(EDUCATION_LEVELS).toEqual(['HIGH_SCHOOL', 'BACHELOR', 'OTHER']);
    expect(DURATION_UNITS).toEqual(['DAY', 'WEEK', 'MONTH', 'YEAR']);
    expect(JOB_STATUSES).toEqual(['OPEN', 'CLOSED']);
    expect(APPLICATION_STATUSES).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'FINISHED']);
    expect(JOB_REQUEST_STATUSES).toEqual(['INVITED', 'INVITATION_DECLINED', ...APPLICATION_STATUSES]);
    expect(MESSAGE_TYPES).toEqual(['TEXT', 'REQUEST', 'INVITATION']);
  });

  it('measures durations in days: week 7, month 30, year 365', () => {
    expect(durationInDays(3, 'DAY')).toBe(3);
    expect(durationInDays(2, 'WEEK')).toBe(14);
    expect(durationInDays(2, 'MONTH')).toBe(60);
    expect(durationInDays(1, 'YEAR')).toBe(365);
    const oneOfEach = DURATION_UNITS.map((unit) => durationInDays(1, unit));
    expect(oneOfEach).toEqual([...oneOfEach].sort((a, b) => a - b));
  });
});
