import type { CreateJobInput, JobDetail } from '@casting/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { jobKey } from './job-key';

/**
 * POST /jobs from the form, with its pending state. Not `useMutation`: its observer is about 2 KB
 * that Post Job would load before anyone posts, against a route held at 155 KB.
 */
export function useCreateJob() {
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);
  async function create(body: CreateJobInput): Promise<JobDetail> {
    setIsPending(true);
    try {
      const job = await (await import('./post-job-request')).sendJob(body);
      queryClient.setQueryData(jobKey(job.id), job);
      // Every list under `jobs` may now include it.
      await queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
      return job;
    } finally {
      setIsPending(false);
    }
  }
  return { isPending, create };
}
