import { toOptions, type Labels } from './option';

/** Up to LIMITS.maxAthleteCategories may be picked. */
export const ATHLETE_CATEGORIES = [
  'PROFESSIONAL_ATHLETE',
  'RETIRED_ATHLETE_SPORTS_AMBASSADOR',
  'PUBLIC_FIGURE_SPORTS_INFLUENCER',
  'COACH_TRAINER',
  'FITNESS_BLOGGER',
  'HEALTH_WELLNESS_EXPERT',
  'BODY_BUILDER',
] as const;
export type AthleteCategory = (typeof ATHLETE_CATEGORIES)[number];
export const ATHLETE_CATEGORY_LABELS: Labels<AthleteCategory> = {
  PROFESSIONAL_ATHLETE: 'Professional Athlete',
  RETIRED_ATHLETE_SPORTS_AMBASSADOR: 'Retired Athlete / Sports Ambassador',
  PUBLIC_FIGURE_SPORTS_INFLUENCER: 'Public Figure / Sports Influencer',
  COACH_TRAINER: 'Coach / trainer',
  FITNESS_BLOGGER: 'Fitness Blogger',
  HEALTH_WELLNESS_EXPERT: 'Health & Wellness Expert',
  BODY_BUILDER: 'Body Builder',
};
export const ATHLETE_CATEGORY_OPTIONS = toOptions(ATHLETE_CATEGORIES, ATHLETE_CATEGORY_LABELS);
