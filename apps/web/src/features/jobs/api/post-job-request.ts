import { jobsApi, type CreateJobInput } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /jobs, loaded with the API client when the form is sent. */
export function sendJob(body: CreateJobInput) {
  return apiRequest(jobsApi.create, { body });
}
