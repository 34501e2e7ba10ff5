import { z } from 'zod';
import { LIMITS, MAX_LENGTHS, NUMBER_LIMITS } from '../constants';
import { CountryCodeSchema } from '../countries/country-code-schema';
import {
  CAREER_LEVELS,
  DURATION_UNITS,
  durationInDays,
  EDUCATION_LEVELS,
  JOB_CATEGORIES,
} from '../options/job';
import { hasWholeMinorUnits, payFromSalary, type Pay } from '../domain/pay';
import { CURRENCIES, MINOR_UNITS, PAY_BASES } from '../domain/pay-units';
import { withThousandsCommas } from './digits';
import { dedupe } from './selection';
import { TagTitleSchema } from './tag';
import { isPurelyNumeric, requiredLine, requiredText } from './text';
import { messageText } from '../messages/contract-messages';
import { optionSchema } from '../options/option-schema';
import { REQUIRABLE_LICENCE_TYPES } from '../licences-and-privacy';

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
  salaryTooHigh: messageText('salaryTooHigh', { max: withThousandsCommas(NUMBER_LIMITS.salary) }),
  salaryDecimals: messageText('decimals', { label: messageText('labelSalary') }),
  requirements: messageText('requirements', { count: LIMITS.requirementsCount }),
  tags: messageText('tagsRequired'),
  tooManyTags: messageText('tooManyTags', { max: NUMBER_LIMITS.tagsPerJob }),
  terms: messageText('terms'),
  headcount: messageText('headcount', { max: NUMBER_LIMITS.headcount }),
  payAmount: messageText('payAmount'),
  payTooHigh: messageText('payTooHigh', { max: withThousandsCommas(NUMBER_LIMITS.salary) }),
  payMinorUnits: messageText('payMinorUnits'),
  payDecimals: messageText('decimals', { label: messageText('labelPay') }),
  payCurrency: messageText('payCurrency'),
  payBasis: messageText('payBasis'),
  payRequired: messageText('payRequired'),
  payAndSalary: messageText('payAndSalary'),
} as const;

/** A job's text, refusing digits alone; the title and each requirement are one line (`requiredLine`). */
function jobText(text: z.ZodString, field: string) {
  return text.refine((value) => !isPurelyNumeric(value), includeCharactersMessage(field));
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
    requiredLine(JOB_MESSAGES.requirements, messageText('labelRequirement'), MAX_LENGTHS.requirement),
    messageText('fieldRequirement'),
  ),
});
export type Requirement = z.output<typeof RequirementSchema>;

/** A JSON text read as what it serializes; anything else as it is. */
function parseSerialized(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const TagIdSchema = z.uuid();

export function isTagId(reference: string): boolean {
  return TagIdSchema.safeParse(reference).success;
}

/** A tag's id, or its title (held to the tag rules): the server finds that tag or creates it. */
const TagReferenceSchema = z.string({ error: JOB_MESSAGES.tags }).transform((reference, context) => {
  if (isTagId(reference)) return reference;
  const title = TagTitleSchema.safeParse(reference);
  if (title.success) return title.data;
  for (const issue of title.error.issues) {
    context.issues.push({ code: 'custom', input: reference, message: issue.message });
  }
  return z.NEVER;
});

/** Pay in minor units (halalas or cents); `fractionMessage` says what a fraction of one means. */
function payAmountSchema(fractionMessage: string) {
  return z
    .number({ error: JOB_MESSAGES.payAmount })
    .int(fractionMessage)
    .positive(JOB_MESSAGES.payAmount)
    .max(NUMBER_LIMITS.salary * MINOR_UNITS, JOB_MESSAGES.payTooHigh);
}

/** A job's pay as posted: `amount` in minor units (halalas or cents), up to the salary's bound. */
export const PayInputSchema = z.strictObject({
  amount: payAmountSchema(JOB_MESSAGES.payMinorUnits),
  currency: z.enum(CURRENCIES, { error: JOB_MESSAGES.payCurrency }).default('SAR'),
  basis: z.enum(PAY_BASES, { error: JOB_MESSAGES.payBasis }),
});
export type PayInput = z.input<typeof PayInputSchema>;

/** The spec's salary: US dollars, shown per hour on the contract card. */
const SalarySchema = z
  .number({ error: JOB_MESSAGES.salary })
  .positive(JOB_MESSAGES.salary)
  .max(NUMBER_LIMITS.salary, JOB_MESSAGES.salaryTooHigh)
  .refine(hasWholeMinorUnits, JOB_MESSAGES.salaryDecimals);

/**
 * A job's fields. Cross-field rules live in the nested ranges, so this object can be picked and
 * extended; `CreateJobBodySchema` adds the one rule across fields, on pay.
 */
export const CreateJobSchema = z.strictObject({
  title: jobText(
    requiredLine(JOB_MESSAGES.title, messageText('labelTitle'), MAX_LENGTHS.jobTitle),
    messageText('fieldTitle'),
  ),
  jobCategory: optionSchema(JOB_CATEGORIES, JOB_MESSAGES.category),
  requiredExperience: ExperienceRangeSchema,
  jobDuration: JobDurationSchema,
  careerLevel: optionSchema(CAREER_LEVELS, JOB_MESSAGES.careerLevel),
  location: CountryCodeSchema,
  pay: PayInputSchema.optional(),
  salary: SalarySchema.optional(),
  educationLevel: optionSchema(EDUCATION_LEVELS, JOB_MESSAGES.educationLevel),
  description: jobText(
    requiredText(JOB_MESSAGES.description, messageText('labelDescription'), MAX_LENGTHS.jobDescription),
    messageText('fieldDescription'),
  ),
  /** The list, or its JSON serialization as the spec sends it. */
  requirements: z.preprocess(
    (requirements: z.input<typeof RequirementSchema>[]) => parseSerialized(requirements),
    z
      .array(RequirementSchema, { error: JOB_MESSAGES.requirements })
      .length(LIMITS.requirementsCount, { error: JOB_MESSAGES.requirements, abort: true })
      .refine(
        (items) => new Set(items.map((item) => item.id)).size === items.length,
        JOB_MESSAGES.requirements,
      ),
  ),
  /** Ids of existing tags (created through POST /tags), or titles as the spec sends them. */
  tags: z
    .array(TagReferenceSchema, { error: JOB_MESSAGES.tags })
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
  /**
   * The licence an applicant must hold, verified and unexpired (issue 36); null or left out for
   * none, as the spec's job payloads are.
   */
  requiredLicence: z
    .enum(REQUIRABLE_LICENCE_TYPES, { error: messageText('requiredLicenceChoice') })
    .nullable()
    .optional(),
});

/** The body of POST /jobs: `pay`, or the spec's `salary` alone (`payOf` reads either). */
export const CreateJobBodySchema = CreateJobSchema.superRefine((job, context) => {
  if (job.pay !== undefined && job.salary !== undefined) {
    context.addIssue({ code: 'custom', path: ['pay'], message: JOB_MESSAGES.payAndSalary });
  } else if (job.pay === undefined && job.salary === undefined) {
    context.addIssue({ code: 'custom', path: ['pay'], message: JOB_MESSAGES.payRequired });
  }
});
export type CreateJobInput = z.input<typeof CreateJobBodySchema>;
export type CreateJob = z.output<typeof CreateJobBodySchema>;

/** The pay of a valid job body: its `pay`, or the spec's `salary` as US dollars per hour. */
export function payOf(job: Pick<CreateJob, 'pay' | 'salary'>): Pay {
  return job.pay ?? payFromSalary(job.salary ?? 0);
}

/**
 * The post-job form: its pay box is typed in riyals or dollars and held in minor units, so a
 * fraction of one is a third decimal typed (the spec's salary has the same rule).
 */
export const PostJobFormSchema = CreateJobSchema.extend({
  pay: PayInputSchema.extend({ amount: payAmountSchema(JOB_MESSAGES.payDecimals) }),
  terms: z.literal(true, { error: JOB_MESSAGES.terms }),
});
export type PostJobFormInput = z.input<typeof PostJobFormSchema>;
