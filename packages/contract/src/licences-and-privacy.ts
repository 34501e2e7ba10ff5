/** The kinds of licence a talent can hold (issue 36). */
export const LICENCE_TYPES = ['MAWTHOOQ', 'FREELANCE_DOCUMENT', 'TOUR_GUIDE', 'OTHER'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** The licences a job can require; OTHER is too vague to require. */
export const REQUIRABLE_LICENCE_TYPES = ['MAWTHOOQ', 'TOUR_GUIDE', 'FREELANCE_DOCUMENT'] as const;
export type RequirableLicenceType = (typeof REQUIRABLE_LICENCE_TYPES)[number];

export const LICENCE_STATES = ['PENDING', 'VERIFIED', 'REJECTED', 'EXPIRED'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

/** Who sees a talent's photos and measurements (issue 36); SIGNED_IN is the spec's behaviour. */
export const MEDIA_VISIBILITIES = ['SIGNED_IN', 'ORGANIZATIONS', 'VERIFIED_ORGANIZATIONS'] as const;
export type MediaVisibility = (typeof MEDIA_VISIBILITIES)[number];

/**
 * The privacy notice's version (the date it was published). Consent is stored per account and
 * version; publishing a new version (a new date here, with the notice's new text) asks everyone
 * again at their next sign-in.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-30';

/** The kinds of request a person makes under the PDPL, each answered within 30 days. */
export const PRIVACY_REQUEST_KINDS = ['EXPORT', 'DELETION', 'CORRECTION'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** After asking to delete the account, the days in which signing in and restoring it undoes the request. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
