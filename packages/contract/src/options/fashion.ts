import { toOptions, type Labels } from './option';

export const FASHION_CATEGORIES = [
  'FASHION_STYLIST',
  'JEWELRY_STYLIST',
  'WARDROBE_IMAGE_CONSULTANT',
  'RUNWAY_FASHION_SHOW_STYLIST',
  'BRIDAL_OCCASION_STYLIST',
] as const;
export type FashionCategory = (typeof FASHION_CATEGORIES)[number];
export const FASHION_CATEGORY_LABELS: Labels<FashionCategory> = {
  FASHION_STYLIST: 'Fashion Stylist',
  JEWELRY_STYLIST: 'Jewelry Stylist',
  WARDROBE_IMAGE_CONSULTANT: 'Wardrobe Consultant / Image Consultant',
  RUNWAY_FASHION_SHOW_STYLIST: 'Runway & Fashion Show Stylist',
  BRIDAL_OCCASION_STYLIST: 'Bridal & Occasion Stylist',
};
export const FASHION_CATEGORY_OPTIONS = toOptions(FASHION_CATEGORIES, FASHION_CATEGORY_LABELS);
