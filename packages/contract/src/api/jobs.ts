import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { JobOrganizationSchema } from '../domain/job-organization';
import { PaySchema } from '../domain/pay';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf } from '../http/query';
import { CreateJobBodySchema } from '../validation/job';
import { REQUIRABLE_LICENCE_TYPES } from '../licences-and-privacy';
import { JobListItemSchema, listJobsEndpoint } from './jobs-list';
import {
  CareerLevelSchema,
  EducationLevelSchema,
  JobCategorySchema,
  JobStatusSchema,
} from '../options/job-schemas';

/** A job as its page shows it: its card, and the details. */
export const JobDetailSchema = JobListItemSchema.extend({
  headcount: z.number().int(),
  requiredExperience: z.object({ minimum: z.number().int(), maximum: z.number().int() }),
  careerLevel: CareerLevelSchema,
  educationLevel: EducationLevelSchema,
  description: z.string(),
  requirements: z.array(z.object({ id: z.number().int(), content: z.string() })),
  /** The licence an applicant must hold, verified and unexpired (issue 36); null for none. */
  requiredLicence: z.enum(REQUIRABLE_LICENCE_TYPES).nullable(),
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
  pay: PaySchema,
  counts: ApplicantCountsSchema,
});
export type MyJob = z.infer<typeof MyJobSchema>;

export const MyJobsQuerySchema = queryOf({
  'filter[status]': oneOfParam('filter[status]', JobStatusSchema).optional(),
  ...paginationQuery(PAGE_SIZES.myJobs),
});

export const jobsApi = {
  list: listJobsEndpoint,
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
    summary:
      'Posts a job for the calling organization; it starts OPEN. Optional requiredLicence (MAWTHOOQ, TOUR_GUIDE or FREELANCE_DOCUMENT; null or left out for none): only talent with that licence verified and unexpired may apply.',
    tag: 'jobs',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    body: CreateJobBodySchema,
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
