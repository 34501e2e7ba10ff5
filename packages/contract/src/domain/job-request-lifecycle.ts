import type { AccountRole } from '../roles';
import type { JobRequestStatus } from '../options/job-request';
import type { ChatNoticeKind } from './chat-notice';

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
  readonly notice: ChatNoticeKind;
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
    notice: 'REQUEST_ACCEPTED',
  },
  reject: {
    from: 'PENDING',
    to: 'REJECTED',
    by: 'ORGANIZATION',
    success: 'Job rejected successfully!',
    notice: 'REQUEST_DECLINED',
  },
  finish: {
    from: 'APPROVED',
    to: 'FINISHED',
    by: 'ORGANIZATION',
    success: 'Job finished successfully!',
    notice: 'JOB_FINISHED',
  },
};

/** The actions a role may take on a request in a status, in the order the interface shows them. */
export function allowedJobRequestActions(status: JobRequestStatus, role: AccountRole): JobRequestAction[] {
  return JOB_REQUEST_ACTIONS.filter((action) => {
    const transition = JOB_REQUEST_TRANSITIONS[action];
    return transition.from === status && transition.by === role;
  });
}
