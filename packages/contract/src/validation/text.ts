import { z } from 'zod';
import { messageText } from '../messages/contract-messages';

export function maxLengthMessage(label: string, max: number): string {
  return messageText('fieldTooLong', { label, max });
}

/**
 * Digits, optionally with spaces and number punctuation ('2024', '1,500', '3.5'): text that
 * says nothing a person could read, which the job and tag rules refuse.
 */
export function isPurelyNumeric(value: string): boolean {
  return /^[\s.,+-]*\p{Nd}[\p{Nd}\s.,+-]*$/u.test(value);
}

/** Trimmed text that must not be blank; blank, missing and non-string all read as `requiredMessage`. */
export function requiredText(requiredMessage: string, label: string, maxLength: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(maxLength, maxLengthMessage(label, maxLength));
}
