/** How an organization orders a job's applicants (`sort` of GET /jobs/{jobId}/job-requests). */
export const APPLICANT_SORTS = ['newest', 'rating'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];
