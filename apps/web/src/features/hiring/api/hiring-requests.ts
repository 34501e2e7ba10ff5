import {
  applicantsApi,
  jobRequestsApi,
  jobsApi,
  LIMITS,
  PAGE_SIZES,
  type JobStatus,
} from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Decision } from './decide-applicant';
import type { ApplicantsView } from './hiring-keys';
import type { JobStatusChange } from './set-job-status';
import type { ShortlistInput } from './set-shortlist';

/**
 * The hiring workspace's requests, with the API client and zod: loaded when a list first asks or
 * a change is sent. A page the server rendered comes with its lists (ADR 022), so its first load
 * needs none of them.
 */
export function fetchMyJobs(status: JobStatus | null, page: number, signal: AbortSignal) {
  return apiRequest(jobsApi.mine, {
    query: {
      'filter[status]': status ?? undefined,
      'paginate[page]': page,
      'paginate[limit]': PAGE_SIZES.myJobs,
    },
    signal,
  });
}

export function fetchApplicants(jobId: string, view: ApplicantsView, signal: AbortSignal) {
  return apiRequest(applicantsApi.list, {
    params: { jobId },
    query: {
      'filter[status]': view.status ?? undefined,
      'filter[shortlisted]': view.shortlisted ? 'true' : undefined,
      sort: view.sort,
      'paginate[page]': view.page,
      'paginate[limit]': PAGE_SIZES.applicants,
    },
    signal,
  });
}

/**
 * How many applicants of a job were accepted (finished ones included), counted up to a page of
 * each: enough to tell whether a headcount of up to that many is reached.
 */
export async function countHired(jobId: string, signal: AbortSignal): Promise<number> {
  const count = async (status: 'APPROVED' | 'FINISHED') => {
    const page = await apiRequest(applicantsApi.list, {
      params: { jobId },
      query: { 'filter[status]': status, 'paginate[limit]': LIMITS.maxPageSize },
      signal,
    });
    return page.items.length;
  };
  const [approved, finished] = await Promise.all([count('APPROVED'), count('FINISHED')]);
  return approved + finished;
}

export function sendDecision(jobId: string, decision: Decision) {
  return decision.action === 'accept'
    ? apiRequest(jobRequestsApi.accept, { params: { jobId }, body: { requestId: decision.requestId } })
    : apiRequest(jobRequestsApi.reject, {
        params: { jobId },
        body: {
          requestId: decision.requestId,
          message: decision.message.trim() === '' ? undefined : decision.message.trim(),
        },
      });
}

export function sendJobStatus(jobId: string, change: JobStatusChange) {
  return apiRequest(jobsApi[change], { params: { id: jobId } });
}

export function sendShortlist({ requestId, shortlisted }: ShortlistInput) {
  return apiRequest(applicantsApi.shortlist, { params: { requestId }, body: { shortlisted } });
}
