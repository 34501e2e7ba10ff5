import { jobsApi, licencesApi, riyadhDate, type RequirableLicenceType } from '@casting/contract';
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

/**
 * Whether the calling talent may apply for a job requiring `type`: a licence of it verified and
 * valid today in Riyadh, as the server checks when applying (the badge may lag its expiry by an hour).
 */
export async function holdsLicence(type: RequirableLicenceType, signal: AbortSignal): Promise<boolean> {
  const { licences } = await apiRequest(licencesApi.list, { signal });
  const today = riyadhDate(new Date());
  return licences.some(
    (licence) => licence.type === type && licence.status === 'VERIFIED' && licence.expiresOn >= today,
  );
}
