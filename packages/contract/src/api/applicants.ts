import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { IndividualCardSchema } from '../domain/individual-card';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf } from '../http/query';
import { APPLICANT_SORTS } from '../options/applicant-sort';
import { JobRequestStatusSchema } from '../options/job-request-schema';

/** One applicant of a job, as the job's organization sees it. */
export const ApplicantSchema = z.object({
  id: z.uuid(),
  requestStatus: JobRequestStatusSchema,
  shortlisted: z.boolean(),
  coverLetter: z.string(),
  createdAt: z.iso.datetime(),
  chatId: z.uuid(),
  /** The talent's card, with a model's key measurements. */
  talent: IndividualCardSchema,
});
export type Applicant = z.infer<typeof ApplicantSchema>;

export const ApplicantsQuerySchema = queryOf({
  /** Without it, every application (invitations not yet answered are left out). */
  'filter[status]': oneOfParam('filter[status]', JobRequestStatusSchema).optional(),
  'filter[shortlisted]': oneOfParam('filter[shortlisted]', z.enum(['true', 'false']))
    .transform((value) => value === 'true')
    .optional(),
  sort: oneOfParam('sort', z.enum(APPLICANT_SORTS)).default('newest'),
  ...paginationQuery(PAGE_SIZES.applicants),
});
export type ApplicantsQuery = z.input<typeof ApplicantsQuerySchema>;

export const applicantsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/jobs/:jobId/job-requests',
    summary:
      "A job's applicants, newest first or by rating, by state and shortlist; the job's organization only (404 for anyone else).",
    tag: 'job-requests',
    auth: 'session',
    step: 'onboarded',
    params: z.object({ jobId: z.uuid({ error: 'Not found.' }) }),
    query: ApplicantsQuerySchema,
    data: pageOf(ApplicantSchema),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  shortlist: defineEndpoint({
    method: 'PATCH',
    path: '/job-requests/:requestId/shortlist',
    summary: "Sets the organization's private shortlist mark on an application of one of its jobs.",
    tag: 'job-requests',
    auth: 'session',
    step: 'onboarded',
    params: z.object({ requestId: z.uuid({ error: 'Not found.' }) }),
    body: z.strictObject({ shortlisted: z.boolean() }),
    data: z.object({ id: z.uuid(), shortlisted: z.boolean() }),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
};
