/**
 * One toast for every outcome of a code (sent, resent, wrong, accepted): a new outcome replaces
 * the one on screen, so a right code never shows beside the error of the wrong one before it.
 */
export const CODE_TOAST_ID = 'code-outcome';
