import { ACCOUNT_DELETION_GRACE_DAYS } from '@casting/contract';

export const GRACE_MS = ACCOUNT_DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;

/** When an account asked to be deleted at `requestedAt` is destroyed, unless restored before. */
export function destroysAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + GRACE_MS);
}

/** The grace is over: the account can no longer sign in or be restored, only destroyed. */
export function graceEnded(user: { readonly deletionRequestedAt: Date | null }, now: Date): boolean {
  return user.deletionRequestedAt !== null && destroysAt(user.deletionRequestedAt) <= now;
}
