import type { RequirableLicenceType } from '@casting/contract';
import { useQuery } from '@tanstack/react-query';
import { jobKey } from './job-key';

/**
 * Whether the calling talent holds the licence a job requires (GET /individuals/me/licences),
 * under the job's key so that a refusal to apply, which refreshes the job, asks again.
 */
export function useLicenceHeld(jobId: string, type: RequirableLicenceType | null, enabled: boolean) {
  return useQuery({
    queryKey: [...jobKey(jobId), 'licence-held', type] as const,
    queryFn: async ({ signal }) =>
      type === null ? true : (await import('./job-detail-requests')).holdsLicence(type, signal),
    enabled: enabled && type !== null,
  });
}
