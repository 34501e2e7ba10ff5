/** A job's query key (GET /jobs/{id}), apart from the request so that its writers need no API client. */
export function jobKey(jobId: string) {
  return ['jobs', jobId] as const;
}
