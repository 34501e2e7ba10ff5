import type { AccountRole } from '../roles';
import type { JobRequestStatus } from '../options/job-request';

export const JOB_REQUEST_ACTIONS = ['accept', 'reject', 'finish'] as const;
export type JobRequestAction = (typeof JOB_REQUEST_ACTIONS)[number];

export interface JobRequestTransition {
  readonly from: JobRequestStatus;
  readonly to: JobRequestStatus;
  /** Only the organization that posted the job may trigger it. */
  readonly by: AccountRole;
  /** The spec's success toast. */
  readonly success: string;
  /** What the chat says when it happens. */
  readonly chatMessage: (jobTitle: string) => string;
}

/**
 * The job-request lifecycle as data (DESIGN habit 12): the server applies a transition only
 * from its `from` state, and the interface offers exactly the actions listed here.
 */
export const JOB_REQUEST_TRANSITIONS: { readonly [A in JobRequestAction]: JobRequestTransition } = {
  accept: {
    from: 'PENDING',
    to: 'APPROVED',
    by: 'ORGANIZATION',
    success: 'Job accepted successfully!',
    chatMessage: (title) => `The request for "${title}" was accepted.`,
  },
  reject: {
    from: 'PENDING',
    to: 'REJECTED',
    by: 'ORGANIZATION',
    success: 'Job rejected successfully!',
    chatMessage: (title) => `The request for "${title}" was declined.`,
  },
  finish: {
    from: 'APPROVED',
    to: 'FINISHED',
    by: 'ORGANIZATION',
    success: 'Job finished successfully!',
    chatMessage: (title) => `The job "${title}" is finished.`,
  },
};

/** The actions a role may take on a request in a status, in the order the interface shows them. */
export function allowedJobRequestActions(status: JobRequestStatus, role: AccountRole): JobRequestAction[] {
  return JOB_REQUEST_ACTIONS.filter((action) => {
    const transition = JOB_REQUEST_TRANSITIONS[action];
    return transition.from === status && transition.by === role;
  });
}

/** What each pending applicant's chat says when the organization closes the job. */
export function jobClosedChatMessage(jobTitle: string): string {
  return `Thank you for applying for "${jobTitle}". The position is no longer open, so we will not be moving forward with your application. We wish you the best and hope to work with you in the future.`;
}

/** What the chat says when the organization invites the talent to apply. */
export function invitationChatMessage(jobTitle: string): string {
  return `You are invited to apply for "${jobTitle}".`;
}
