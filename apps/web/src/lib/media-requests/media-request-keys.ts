/** One key tree for media requests, shared by the chat (a contract's requests) and the applicants page (a job's). */
export const mediaRequestKeys = {
  all: ['media-requests'] as const,
  ofJobRequest: (requestId: string) => [...mediaRequestKeys.all, 'job-request', requestId] as const,
  ofJob: (jobId: string) => [...mediaRequestKeys.all, 'job', jobId] as const,
};
