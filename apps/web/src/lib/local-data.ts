/**
 * Every localStorage key the app writes, in one registry, so signing out can remove all of a
 * person's data from a shared computer.
 */
export const LOCAL_KEYS = {
  userStatus: 'nujoom.user-status',
  /** The specialty picked during onboarding (spec §2 "stored locally as the user role"). */
  selectedRole: 'nujoom.selected-role',
  /** Experience answers kept between the experience form and the profile form. */
  experienceDraft: 'nujoom.experience-draft',
  /** The address a forgotten password is being reset for (spec §2 "stored locally"). */
  resetEmail: 'nujoom.reset-email',
  /** The four-digit code typed on /verify-otp, read by the page it leads to (spec §2). */
  otpCode: 'nujoom.otp-code',
  /**
   * Post Job's unsent form, one per account id, so a person who leaves the page gets it back;
   * removed on sign-out like the rest, as a job being drafted is the organization's business.
   */
  postJobDrafts: 'nujoom.post-job-drafts',
} as const;

/**
 * Choices of the browser rather than of a session, kept when someone signs out: the language,
 * and where each account left off (one entry per account id, nothing personal).
 */
export const PREFERENCE_KEYS = {
  language: 'nujoom.language',
  /** A language chosen here that the account has not saved yet (chosen signed out, or the save failed). */
  unsavedLanguage: 'nujoom.language-unsaved',
  /** The last explore category and Jobs/Profiles mode of each account. */
  exploreChoice: 'nujoom.explore-choice',
  /** The accounts that finished onboarding here and have not dismissed the welcome on /profile yet. */
  welcome: 'nujoom.welcome',
} as const;

export type LocalKey =
  (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS] | (typeof PREFERENCE_KEYS)[keyof typeof PREFERENCE_KEYS];

// Storage can throw (disabled storage, private modes, quota); the app then behaves as if it were empty.
export function readLocal(key: LocalKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the in-memory state still holds the value for this visit.
  }
}

export function removeLocal(key: LocalKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored means nothing to remove.
  }
}

export function clearLocalData(): void {
  for (const key of Object.values(LOCAL_KEYS)) removeLocal(key);
}
