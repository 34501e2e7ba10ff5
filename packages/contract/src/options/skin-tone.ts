import { toOptions, type Labels } from './option';

export const SKIN_TONES = ['LIGHT', 'MEDIUM', 'DARK'] as const;
export type SkinTone = (typeof SKIN_TONES)[number];
export const SKIN_TONE_LABELS: Labels<SkinTone> = { LIGHT: 'Light', MEDIUM: 'Medium', DARK: 'Dark' };
export const SKIN_TONE_OPTIONS = toOptions(SKIN_TONES, SKIN_TONE_LABELS);
