import { toOptions, type Labels } from './option';

export const BEAUTY_EXPERTISE = [
  'BRIDAL_MAKEUP',
  'SPECIAL_EFFECTS_MAKEUP',
  'EDITORIAL_FASHION_MAKEUP',
  'RUNWAY_MAKEUP',
  'FILM_TV_MAKEUP',
  'THEATRE_MAKEUP',
  'FACE_BODY_PAINTING',
] as const;
export type BeautyExpertise = (typeof BEAUTY_EXPERTISE)[number];
export const BEAUTY_EXPERTISE_LABELS: Labels<BeautyExpertise> = {
  BRIDAL_MAKEUP: 'Bridal Makeup',
  SPECIAL_EFFECTS_MAKEUP: 'Special Effects Makeup',
  EDITORIAL_FASHION_MAKEUP: 'Editorial & Fashion Makeup',
  RUNWAY_MAKEUP: 'Runway Makeup',
  FILM_TV_MAKEUP: 'Film & Tv Makeup',
  THEATRE_MAKEUP: 'Theatre Makeup',
  FACE_BODY_PAINTING: 'Face & Body Painting',
};
export const BEAUTY_EXPERTISE_OPTIONS = toOptions(BEAUTY_EXPERTISE, BEAUTY_EXPERTISE_LABELS);

// The spec says "five named makeup brands (names not shown) plus Other". These five are our
// choice: widely known professional brands, Huda Beauty for its Gulf following. Revisit with
// the product owner; the codes are stored, so a rename of a label is free, a removal is not.
export const BEAUTY_BRANDS = [
  'MAC',
  'HUDA_BEAUTY',
  'FENTY_BEAUTY',
  'NARS',
  'CHARLOTTE_TILBURY',
  'OTHER',
] as const;
export type BeautyBrand = (typeof BEAUTY_BRANDS)[number];
export const BEAUTY_BRAND_LABELS: Labels<BeautyBrand> = {
  MAC: 'MAC Cosmetics',
  HUDA_BEAUTY: 'Huda Beauty',
  FENTY_BEAUTY: 'Fenty Beauty',
  NARS: 'NARS',
  CHARLOTTE_TILBURY: 'Charlotte Tilbury',
  OTHER: 'Other',
};
export const BEAUTY_BRAND_OPTIONS = toOptions(BEAUTY_BRANDS, BEAUTY_BRAND_LABELS);
