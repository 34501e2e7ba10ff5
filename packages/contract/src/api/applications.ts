import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { JobOrganizationSchema } from '../domain/job-organization';
import { PaySchema } from '../domain/pay';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { oneOfParam, queryOf } from '../http/query';
import { JobRequestStatusSchema } from '../options/job-request-schema';
import { JobStatusSchema } from '../options/job-schemas';

/** One of the talent's applications or invitations. */
export const MyApplicationSchema = z.object({
  id: z.uuid(),
  requestStatus: JobRequestStatusSchema,
  createdAt: z.iso.datetime(),
  chatId: z.uuid(),
  job: z.object({ id: z.uuid(), title: z.string(), jobStatus: JobStatusSchema, pay: PaySchema }),
  organization: JobOrganizationSchema,
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;

export const MyApplicationsQuerySchema = queryOf({
  'filter[status]': oneOfParam('filter[status]', JobRequestStatusSchema).optional(),
  ...paginationQuery(PAGE_SIZES.myApplications),
});

const RequestParams = z.object({ requestId: z.uuid({ error: 'Not found.' }) });

export const applicationsApi = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/individuals/me/job-requests',
    summary: "The calling talent's applications and invitations, newest first, by state.",
    tag: 'job-requests',
    auth: 'session',
    step: 'onboarded',
    query: MyApplicationsQuerySchema,
    data: pageOf(MyApplicationSchema),
    successStatus: 200,
    errors: ['FORBIDDEN'],
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/jobs/:jobId/invitations',
    summary:
      "Invites a talent to apply for one of the calling organization's open jobs: an invitation card in their chat. One per job and talent; a talent who already applied or was invited answers 409 NOT_ALLOWED. Invitations count against the account's daily limit (429 with Retry-After beyond). 403 when either side blocked the other, or the talent accepts no contact from the organization (its contact settings).",
    tag: 'job-requests',
    auth: 'session',
    step: 'onboarded',
    idempotent: true,
    params: z.object({ jobId: z.uuid({ error: 'Not found.' }) }),
    body: z.strictObject({ individualId: z.uuid() }),
    data: MyApplicationSchema,
    successStatus: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_ALLOWED'],
  }),
  declineInvitation: defineEndpoint({
    method: 'PATCH',
    path: '/job-requests/:requestId/decline-invitation',
    summary: 'The invited talent declines the invitation; they may still apply later while the job is open.',
    tag: 'job-requests',
    auth: 'session',
    step: 'onboarded',
    params: RequestParams,
    data: z.object({ id: z.uuid(), requestStatus: JobRequestStatusSchema }),
    successStatus: 200,
    errors: ['NOT_FOUND', 'NOT_ALLOWED'],
  }),
};
