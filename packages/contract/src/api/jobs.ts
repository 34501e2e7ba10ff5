import { z } from 'zod';
import { MAX_LENGTHS, PAGE_SIZES } from '../constants';
import { CountryCodeSchema } from '../countries/country-codes';
import { JobDurationDtoSchema } from '../domain/job-duration-dto';
import { JobOrganizationSchema } from '../domain/job-organization';
import { defineEndpoint } from '../http/endpoint';
import { keysetPageOf, keysetQueryOf } from '../http/keyset-pagination';
import { pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf, textParam } from '../http/query';
import { CareerLevelSchema, EducationLevelSchema, JobCategorySchema, JobStatusSchema } from '../options/job';
import { CreateJobSchema } from '../validation/job';

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

export const JobDetailSchema = JobCardSchema.extend({
  ...AppliedByMe,
  headcount: z.number().int(),
  requiredExperience: z.object({ minimum: z.number().int(), maximum: z.number().int() }),
  careerLevel: CareerLevelSchema,
  educationLevel: EducationLevelSchema,
  description: z.string(),
  requirements: z.array(z.object({ id: z.number().int(), content: z.string() })),
  organization: JobOrganizationSchema.extend({
    location: z.string(),
    instagram: z.string(),
    tiktok: z.string(),
    website: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

export const ListJobsQuerySchema = keysetQueryOf(
  {
    'filter[jobCategory]': oneOfParam('filter[jobCategory]', JobCategorySchema).optional(),
    /** Free text to look for; `%`, `_` and `\` match themselves. */
    'filter[searchKey]': textParam('filter[searchKey]', MAX_LENGTHS.searchKey).optional(),
  },
  PAGE_SIZES.explore,
);

const JobIdParams = z.object({ id: z.uuid({ error: 'Not found.' }) });

/** Applications of a job by state (invitations not counted). */
export const ApplicantCountsSchema = z.object({
  pending: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  finished: z.number().int(),
});
export type ApplicantCounts = z.infer<typeof ApplicantCountsSchema>;

/** A row of My Jobs. */
export const MyJobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  jobCategory: JobCategorySchema,
  jobStatus: JobStatusSchema,
  headcount: z.number().int(),
  createdAt: z.iso.datetime(),
  counts: ApplicantCountsSchema,
});
export type MyJob = z.infer<typeof MyJobSchema>;

export const MyJobsQuerySchema = queryOf({
  'filter[status]': oneOfParam('filter[status]', JobStatusSchema).optional(),
  ...paginationQuery(PAGE_SIZES.myJobs),
});

export const jobsApi = {
  list: defineEndpoint({
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
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/jobs/:id',
    summary: 'One job with its organization, its contact details included.',
    tag: 'jobs',
    auth: 'session',
    step: 'onboarded',
    params: JobIdParams,
    data: JobDetailSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  requestCount: defineEndpoint({
    method: 'GET',
    path: '/jobs/:id/job-requests/count',
    summary: 'How many talents applied for the job.',
    tag: 'jobs',
    auth: 'session',
    step: 'onboarded',
    params: JobIdParams,
    data: z.object({ count: z.number().int() }),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/jobs',
    summary: 'Posts a job for the calling organization; it starts OPEN.',
    tag: 'jobs',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    body: CreateJobSchema,
    data: JobDetailSchema,
    successStatus: 201,
    errors: ['FORBIDDEN'],
  }),
  close: defineEndpoint({
    method: 'PATCH',
    path: '/jobs/:id/close',
    summary:
      'Closes one of the calling organization\'s jobs: it stays visible, shows "Job Closed" and takes no more applications. In the same transaction every pending application is declined, each with a courteous message in its chat.',
    tag: 'jobs',
    auth: 'session',
    step: 'onboarded',
    params: JobIdParams,
    data: JobDetailSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
  reopen: defineEndpoint({
    method: 'PATCH',
    path: '/jobs/:id/reopen',
    summary:
      "Opens one of the calling organization's closed jobs again; the applications its close declined stay declined.",
    tag: 'jobs',
    auth: 'session',
    step: 'onboarded',
    params: JobIdParams,
    data: JobDetailSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/organization/me/jobs',
    summary:
      "The calling organization's jobs, open first, newest first within each, with their applications counted by state.",
    tag: 'jobs',
    auth: 'session',
    step: 'onboarded',
    query: MyJobsQuerySchema,
    data: pageOf(MyJobSchema),
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
};
