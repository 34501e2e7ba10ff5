import { z } from 'zod';
import { LIMITS, MAX_LENGTHS, NUMBER_LIMITS } from '../constants';
import { CountryCodeSchema } from '../countries/countries';
import { optionSchema } from '../options/option';
import {
  CAREER_LEVELS,
  DURATION_UNITS,
  durationInDays,
  EDUCATION_LEVELS,
  JOB_CATEGORIES,
} from '../options/job';
import { dedupe } from './selection';
import { isPurelyNumeric, requiredText } from './text';
import { messageText } from '../messages/contract-messages';

/** Spec §5: the text fields of a job refuse a value made of digits only; {field} is the UI's name. */
export function includeCharactersMessage(field: string): string {
  return messageText('includeCharacters', { field });
}

export const JOB_MESSAGES = {
  title: messageText('jobTitle'),
  category: messageText('jobCategory'),
  careerLevel: messageText('careerLevel'),
  educationLevel: messageText('educationLevel'),
  description: messageText('jobDescription'),
  experience: messageText('experienceYears'),
  experienceRange: messageText('experienceRange'),
  durationRange: messageText('durationRange'),
  salary: messageText('salary'),
  salaryTooHigh: messageText('salaryTooHigh', { max: NUMBER_LIMITS.salary.toLocaleString('en-US') }),
  requirements: messageText('requirements', { count: LIMITS.requirementsCount }),
  tags: messageText('tagsRequired'),
  tooManyTags: messageText('tooManyTags', { max: NUMBER_LIMITS.tagsPerJob }),
  terms: messageText('terms'),
  headcount: messageText('headcount', { max: NUMBER_LIMITS.headcount }),
} as const;

function jobText(requiredMessage: string, label: string, field: string, maxLength: number) {
  return requiredText(requiredMessage, label, maxLength).refine(
    (text) => !isPurelyNumeric(text),
    includeCharactersMessage(field),
  );
}

const years = z
  .number({ error: JOB_MESSAGES.experience })
  .int(JOB_MESSAGES.experience)
  .min(0, JOB_MESSAGES.experience)
  .max(NUMBER_LIMITS.yearsOfExperience, JOB_MESSAGES.experience);

/** Required experience in years. Equal ends are allowed ("exactly 3 years"), as the message only speaks of less. */
export const ExperienceRangeSchema = z
  .strictObject({ minimum: years, maximum: years })
  .refine((range) => range.minimum <= range.maximum, {
    message: JOB_MESSAGES.experienceRange,
    path: ['minimum'],
  });

const durationAmount = z
  .number({ error: JOB_MESSAGES.durationRange })
  .int(JOB_MESSAGES.durationRange)
  .min(1, JOB_MESSAGES.durationRange)
  .max(NUMBER_LIMITS.jobDurationAmount, JOB_MESSAGES.durationRange);
const durationUnit = optionSchema(DURATION_UNITS, JOB_MESSAGES.durationRange);

/** Compared in days (spec §4); equal lengths in different units (1 WEEK, 7 DAY) are allowed. */
export const JobDurationSchema = z
  .strictObject({
    minimum: durationAmount,
    minimumPrefix: durationUnit,
    maximum: durationAmount,
    maximumPrefix: durationUnit,
  })
  .refine(
    (duration) =>
      durationInDays(duration.minimum, duration.minimumPrefix) <=
      durationInDays(duration.maximum, duration.maximumPrefix),
    { message: JOB_MESSAGES.durationRange, path: ['maximum'] },
  );
export type JobDuration = z.output<typeof JobDurationSchema>;

export const RequirementSchema = z.strictObject({
  id: z.number({ error: JOB_MESSAGES.requirements }).int().min(1).max(LIMITS.requirementsCount),
  content: jobText(
    JOB_MESSAGES.requirements,
    messageText('labelRequirement'),
    messageText('fieldRequirement'),
    MAX_LENGTHS.requirement,
  ),
});
export type Requirement = z.output<typeof RequirementSchema>;

/** The body of POST /jobs. Cross-field rules live in the nested ranges, so this object can be picked and extended. */
export const CreateJobSchema = z.strictObject({
  title: jobText(
    JOB_MESSAGES.title,
    messageText('labelTitle'),
    messageText('fieldTitle'),
    MAX_LENGTHS.jobTitle,
  ),
  jobCategory: optionSchema(JOB_CATEGORIES, JOB_MESSAGES.category),
  requiredExperience: ExperienceRangeSchema,
  jobDuration: JobDurationSchema,
  careerLevel: optionSchema(CAREER_LEVELS, JOB_MESSAGES.careerLevel),
  location: CountryCodeSchema,
  salary: z
    .number({ error: JOB_MESSAGES.salary })
    .positive(JOB_MESSAGES.salary)
    .max(NUMBER_LIMITS.salary, JOB_MESSAGES.salaryTooHigh),
  educationLevel: optionSchema(EDUCATION_LEVELS, JOB_MESSAGES.educationLevel),
  description: jobText(
    JOB_MESSAGES.description,
    messageText('labelDescription'),
    messageText('fieldDescription'),
    MAX_LENGTHS.jobDescription,
  ),
  requirements: z
    .array(RequirementSchema)
    .length(LIMITS.requirementsCount, { error: JOB_MESSAGES.requirements, abort: true })
    .refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      JOB_MESSAGES.requirements,
    ),
  /** Ids of existing tags (created through POST /tags). */
  tags: z
    .array(z.uuid())
    .overwrite(dedupe)
    .min(1, JOB_MESSAGES.tags)
    .max(NUMBER_LIMITS.tagsPerJob, JOB_MESSAGES.tooManyTags),
  /** How many people the job needs. */
  headcount: z
    .number({ error: JOB_MESSAGES.headcount })
    .int(JOB_MESSAGES.headcount)
    .min(1, JOB_MESSAGES.headcount)
    .max(NUMBER_LIMITS.headcount, JOB_MESSAGES.headcount)
    .default(1),
});
export type CreateJobInput = z.input<typeof CreateJobSchema>;
export type CreateJob = z.output<typeof CreateJobSchema>;

export const PostJobFormSchema = CreateJobSchema.extend({
  terms: z.literal(true, { error: JOB_MESSAGES.terms }),
});
export type PostJobFormInput = z.input<typeof PostJobFormSchema>;
