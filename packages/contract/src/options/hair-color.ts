import { toOptions, type Labels } from './option';

export const HAIR_COLORS = ['BLACK', 'BROWN', 'BLONDE', 'RED'] as const;
export type HairColor = (typeof HAIR_COLORS)[number];
export const HAIR_COLOR_LABELS: Labels<HairColor> = {
  BLACK: 'Black',
  BROWN: 'Brown',
  BLONDE: 'Blonde',
  RED: 'Red',
};
export const HAIR_COLOR_OPTIONS = toOptions(HAIR_COLORS, HAIR_COLOR_LABELS);
