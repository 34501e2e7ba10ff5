import { CAREER_LEVELS, DURATION_UNITS, EDUCATION_LEVELS, JOB_CATEGORIES, JOB_STATUSES } from './job';
import { optionSchema } from './option-schema';

// Apart from the lists, so pages that only show a job load no zod.
export const JobCategorySchema = optionSchema(JOB_CATEGORIES);
export const CareerLevelSchema = optionSchema(CAREER_LEVELS);
export const EducationLevelSchema = optionSchema(EDUCATION_LEVELS);
export const DurationUnitSchema = optionSchema(DURATION_UNITS);
export const JobStatusSchema = optionSchema(JOB_STATUSES);
