import { optionSchema, toOptions, type Labels } from './option';

export const JOB_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'FINISHED'] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];
export const JobRequestStatusSchema = optionSchema(JOB_REQUEST_STATUSES);
export const JOB_REQUEST_STATUS_LABELS: Labels<JobRequestStatus> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  FINISHED: 'Finished',
};
export const JOB_REQUEST_STATUS_OPTIONS = toOptions(JOB_REQUEST_STATUSES, JOB_REQUEST_STATUS_LABELS);
