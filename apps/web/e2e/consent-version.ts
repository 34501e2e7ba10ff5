/**
 * The contract's PRIVACY_NOTICE_VERSION, which test accounts agree to at sign-up as the sign-up
 * form does. A new notice version must be written here too: accounts made with an old one meet
 * the consent prompt on every page, and their specs fail.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-30';
