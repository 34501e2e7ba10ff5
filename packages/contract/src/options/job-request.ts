import { toOptions, type Labels } from './option';

/** The states of an application, which the organization sees and acts on. */
export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'FINISHED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * An invitation is a job request the organization started: INVITED until the talent applies
 * (it becomes PENDING, with a cover letter) or declines it (INVITATION_DECLINED).
 */
export const JOB_REQUEST_STATUSES = ['INVITED', 'INVITATION_DECLINED', ...APPLICATION_STATUSES] as const;
export type JobRequestStatus = (typeof JOB_REQUEST_STATUSES)[number];
export const JOB_REQUEST_STATUS_LABELS: Labels<JobRequestStatus> = {
  INVITED: 'Invited',
  INVITATION_DECLINED: 'Invitation declined',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  FINISHED: 'Finished',
};
export const JOB_REQUEST_STATUS_OPTIONS = toOptions(JOB_REQUEST_STATUSES, JOB_REQUEST_STATUS_LABELS);
