import { toOptions, type Labels } from './option';

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Labels<Gender> = { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' };
export const GENDER_OPTIONS = toOptions(GENDERS, GENDER_LABELS);
