import type { ApplicantSort, ApplicationStatus, JobStatus } from '@casting/contract';

export interface ApplicantsView {
  readonly status: ApplicationStatus | null;
  readonly shortlisted: boolean;
  readonly sort: ApplicantSort;
  readonly page: number;
}

/** One key tree for the hiring workspace, so a change refreshes exactly the lists it touches. */
export const hiringKeys = {
  all: ['hiring'] as const,
  myJobs: () => [...hiringKeys.all, 'my-jobs'] as const,
  myJobsPage: (status: JobStatus | null, page: number) => [...hiringKeys.myJobs(), status, page] as const,
  applicants: (jobId: string) => [...hiringKeys.all, 'applicants', jobId] as const,
  applicantsPage: (jobId: string, view: ApplicantsView) => [...hiringKeys.applicants(jobId), view] as const,
  hired: (jobId: string) => [...hiringKeys.applicants(jobId), 'hired'] as const,
  /** Shared with the job page, which holds the same job detail. */
  job: (jobId: string) => ['jobs', jobId] as const,
};
