import { toOptions, type Labels } from './option';

export const EYE_COLORS = ['BROWN', 'BLUE', 'GREEN', 'HAZEL'] as const;
export type EyeColor = (typeof EYE_COLORS)[number];
export const EYE_COLOR_LABELS: Labels<EyeColor> = {
  BROWN: 'Brown',
  BLUE: 'Blue',
  GREEN: 'Green',
  HAZEL: 'Hazel',
};
export const EYE_COLOR_OPTIONS = toOptions(EYE_COLORS, EYE_COLOR_LABELS);
