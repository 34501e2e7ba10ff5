import { z } from 'zod';
import { MAX_LENGTHS, PAGE_SIZES } from '../constants';
import { CountryCodeSchema } from '../countries/countries';
import { defineEndpoint } from '../http/endpoint';
import { keysetPageOf, keysetQueryOf } from '../http/keyset-pagination';
import { oneOfParam, textParam } from '../http/query';
import {
  CareerLevelSchema,
  DurationUnitSchema,
  EducationLevelSchema,
  JobCategorySchema,
  JobStatusSchema,
} from '../options/job';
import { CreateJobSchema } from '../validation/job';

export const JobOrganizationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string(),
});

export const JobDurationDtoSchema = z.object({
  minimum: z.number().int(),
  minimumPrefix: DurationUnitSchema,
  maximum: z.number().int(),
  maximumPrefix: DurationUnitSchema,
});

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

export const JobDetailSchema = JobCardSchema.extend({
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
    data: keysetPageOf(JobCardSchema),
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
      'Closes one of the calling organization\'s jobs: it stays visible, shows "Job Closed" and takes no more applications. (Not in the original product.)',
    tag: 'jobs',
    auth: 'session',
    step: 'onboarded',
    params: JobIdParams,
    data: JobDetailSchema,
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
};
