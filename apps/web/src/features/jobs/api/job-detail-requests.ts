import { jobsApi } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * A job's requests, with the API client and zod: loaded when a query first asks or the job is
 * closed. A job's page the server rendered comes with the job and its applicant count (ADR 022),
 * so its first load needs none of them.
 */
export function fetchJob(jobId: string, signal: AbortSignal) {
  return apiRequest(jobsApi.get, { params: { id: jobId }, signal });
}

export function fetchJobRequestCount(jobId: string, signal: AbortSignal) {
  return apiRequest(jobsApi.requestCount, { params: { id: jobId }, signal });
}

export function sendCloseJob(jobId: string) {
  return apiRequest(jobsApi.close, { params: { id: jobId } });
}
