import { z } from 'zod';
import { MAX_LENGTHS, NUMBER_LIMITS, PAGE_SIZES } from '../constants';
import { CountryCodeSchema } from '../countries/country-code-schema';
import { JobDurationDtoSchema } from '../domain/job-duration-dto';
import { JobOrganizationSchema } from '../domain/job-organization';
import { PayBasisSchema, PaySchema } from '../domain/pay';
import { MINOR_UNITS, SAR_PER_USD } from '../domain/pay-units';
import { defineEndpoint } from '../http/endpoint';
import { keysetPageOf, keysetQueryOf } from '../http/keyset-pagination';
import { oneOfParam, textParam, wholeNumberParam } from '../http/query';
import { JobCategorySchema, JobStatusSchema } from '../options/job-schemas';

// Explore's jobs list on its own (`jobsApi.list`): a page that lists jobs does not build the
// schemas of posting and editing one.

/** What a job card shows (spec §2 Explore). */
export const JobCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  jobCategory: JobCategorySchema,
  location: CountryCodeSchema,
  pay: PaySchema,
  /** The spec's: the pay in US dollars at the peg, whatever its basis (`pay` says what it is). */
  salary: z.number(),
  jobDuration: JobDurationDtoSchema,
  tags: z.array(z.string()),
  jobStatus: JobStatusSchema,
  createdAt: z.iso.datetime(),
  organization: JobOrganizationSchema,
});
export type JobCard = z.infer<typeof JobCardSchema>;

/**
 * Whether the caller has applied for the job: PENDING, APPROVED, REJECTED or FINISHED. An
 * invitation is not an application; organizations always read false.
 */
const AppliedByMe = { appliedByMe: z.boolean() };

/** A card of the Explore jobs list, as the caller sees it. */
export const JobListItemSchema = JobCardSchema.extend(AppliedByMe);
export type JobListItem = z.infer<typeof JobListItemSchema>;

/** The highest pay a job can have, in halalas: the most in US dollars, at the peg. */
const MOST_PAY_IN_HALALAS = NUMBER_LIMITS.salary * MINOR_UNITS * SAR_PER_USD;

export const ListJobsQuerySchema = keysetQueryOf(
  {
    'filter[jobCategory]': oneOfParam('filter[jobCategory]', JobCategorySchema).optional(),
    /** Free text to look for; `%`, `_` and `\` match themselves. */
    'filter[searchKey]': textParam('filter[searchKey]', MAX_LENGTHS.searchKey).optional(),
    /** Pay bounds in halalas, US dollar pay counted at the peg (3.75 SAR per USD). */
    'filter[minPay]': wholeNumberParam('filter[minPay]', 0, MOST_PAY_IN_HALALAS).optional(),
    'filter[maxPay]': wholeNumberParam('filter[maxPay]', 0, MOST_PAY_IN_HALALAS).optional(),
    'filter[payBasis]': oneOfParam('filter[payBasis]', PayBasisSchema).optional(),
    /** `true`: only the jobs of organizations an operator verified (issue 35). */
    'filter[verified]': oneOfParam('filter[verified]', z.enum(['true', 'false'])).optional(),
  },
  PAGE_SIZES.explore,
);

export const listJobsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/jobs',
  summary:
    'Jobs, newest first, by category, free text over title, description and tags, pay (minPay and maxPay in halalas, US dollars at 3.75 SAR, and payBasis), and verified organizations (verified=true). Further pages by paginate[cursor] (meta.nextCursor), or paginate[page] up to 10.',
  tag: 'jobs',
  auth: 'session',
  step: 'onboarded',
  query: ListJobsQuerySchema,
  data: keysetPageOf(JobListItemSchema),
  successStatus: 200,
  errors: [],
});
