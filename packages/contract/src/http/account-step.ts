import { messageText } from '../messages/contract-messages';

/**
 * How far an account has come. A session reaches the endpoints of its account's step and of the
 * steps before it: an unverified account can only verify itself, a verified one can also onboard
 * (and upload the media its profile needs), and an onboarded one uses the marketplace. An account
 * its owner asked to delete (issue 36) is back at the start, whatever it had reached: it can only
 * read its status, restore itself or sign out.
 */
export const ACCOUNT_STEPS = ['deleting', 'unverified', 'verified', 'onboarded'] as const;
export type AccountStep = (typeof ACCOUNT_STEPS)[number];

export function accountStepOf(account: {
  readonly emailVerified: boolean;
  readonly onboardingCompleted: boolean;
  readonly deletionRequestedAt: Date | null;
}): AccountStep {
  if (account.deletionRequestedAt !== null) return 'deleting';
  if (!account.emailVerified) return 'unverified';
  return account.onboardingCompleted ? 'onboarded' : 'verified';
}

export function reachesStep(step: AccountStep, needed: AccountStep): boolean {
  return ACCOUNT_STEPS.indexOf(step) >= ACCOUNT_STEPS.indexOf(needed);
}

/** What an account that has not come far enough must finish next, keyed by where it stands. */
export const UNFINISHED_STEP_MESSAGES = {
  deleting: messageText('deletingStep'),
  unverified: messageText('unverifiedStep'),
  verified: messageText('onboardingStep'),
} as const;

/** Null when `step` reaches `needed`; otherwise the sentence of the 403 saying what to finish. */
export function unfinishedStepMessage(step: AccountStep, needed: AccountStep): string | null {
  if (reachesStep(step, needed)) return null;
  return UNFINISHED_STEP_MESSAGES[step === 'onboarded' ? 'verified' : step];
}
