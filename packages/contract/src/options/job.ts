import { SPECIALTIES, SPECIALTY_OPTIONS, type Specialty } from '../specialties';
import { toOptions, type Labels } from './option';

/** A job is posted for one of the ten specialties. */
export const JOB_CATEGORIES = SPECIALTIES;
export type JobCategory = Specialty;
export const JOB_CATEGORY_OPTIONS = SPECIALTY_OPTIONS;

export const CAREER_LEVELS = ['ENTRY_LEVEL', 'MID_LEVEL', 'SENIOR_LEVEL'] as const;
export type CareerLevel = (typeof CAREER_LEVELS)[number];
export const CAREER_LEVEL_LABELS: Labels<CareerLevel> = {
  ENTRY_LEVEL: 'Entry Level',
  MID_LEVEL: 'Mid Level',
  SENIOR_LEVEL: 'Senior Level',
};
export const CAREER_LEVEL_OPTIONS = toOptions(CAREER_LEVELS, CAREER_LEVEL_LABELS);

export const EDUCATION_LEVELS = ['HIGH_SCHOOL', 'BACHELOR', 'OTHER'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const EDUCATION_LEVEL_LABELS: Labels<EducationLevel> = {
  HIGH_SCHOOL: 'High School',
  BACHELOR: 'Bachelor',
  OTHER: 'Other',
};
export const EDUCATION_LEVEL_OPTIONS = toOptions(EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS);

/** Shortest first: the order of spec §4 (DAY < WEEK < MONTH < YEAR). */
export const DURATION_UNITS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DURATION_UNIT_LABELS: Labels<DurationUnit> = {
  DAY: 'Day',
  WEEK: 'Week',
  MONTH: 'Month',
  YEAR: 'Year',
};
export const DURATION_UNIT_OPTIONS = toOptions(DURATION_UNITS, DURATION_UNIT_LABELS);

/** Spec §4 and §9: durations of different units are compared in these day counts. */
export const DURATION_UNIT_DAYS: { readonly [U in DurationUnit]: number } = {
  DAY: 1,
  WEEK: 7,
  MONTH: 30,
  YEAR: 365,
};

export function durationInDays(amount: number, unit: DurationUnit): number {
  return amount * DURATION_UNIT_DAYS[unit];
}

export const JOB_STATUSES = ['OPEN', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
