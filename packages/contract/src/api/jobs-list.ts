import { z } from 'zod';
import { MAX_LENGTHS, PAGE_SIZES } from '../constants';
import { CountryCodeSchema } from '../countries/country-codes';
import { JobDurationDtoSchema } from '../domain/job-duration-dto';
import { JobOrganizationSchema } from '../domain/job-organization';
import { defineEndpoint } from '../http/endpoint';
import { keysetPageOf, keysetQueryOf } from '../http/keyset-pagination';
import { oneOfParam, textParam } from '../http/query';
import { JobCategorySchema, JobStatusSchema } from '../options/job';

// Explore's jobs list on its own (`jobsApi.list`): a page that lists jobs does not build the
// schemas of posting and editing one.

/** What a job card shows (spec §2 Explore). */
export const JobCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  jobCategory: JobCategorySchema,
  location: CountryCodeSchema,
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

export const ListJobsQuerySchema = keysetQueryOf(
  {
    'filter[jobCategory]': oneOfParam('filter[jobCategory]', JobCategorySchema).optional(),
    /** Free text to look for; `%`, `_` and `\` match themselves. */
    'filter[searchKey]': textParam('filter[searchKey]', MAX_LENGTHS.searchKey).optional(),
  },
  PAGE_SIZES.explore,
);

export const listJobsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/jobs',
  summary:
    'Jobs, newest first, by category and free text over title, description and tags. Further pages by paginate[cursor] (meta.nextCursor), or paginate[page] up to 10.',
  tag: 'jobs',
  auth: 'session',
  step: 'onboarded',
  query: ListJobsQuerySchema,
  data: keysetPageOf(JobListItemSchema),
  successStatus: 200,
  errors: [],
});
