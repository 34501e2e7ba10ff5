import { z } from 'zod';
import { messageText } from '../messages/contract-messages';

export function maxLengthMessage(label: string, max: number): string {
  return messageText('fieldTooLong', { label, max });
}

/** Control characters (tab and line feed among them) and line or paragraph separators. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

/**
 * Text of one line: names, titles, list names. What such a field holds is quoted in e-mails, chat
 * notices and headings, where a line break would let it pass for a paragraph of its own.
 */
export function isOneLine(value: string): boolean {
  return !BREAKS.test(value);
}

export function oneLineMessage(label: string): string {
  return messageText('oneLine', { label });
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

/** `requiredText` of one line (`isOneLine`); multi-line fields (bios, descriptions, messages) use `requiredText`. */
export function requiredLine(requiredMessage: string, label: string, maxLength: number) {
  return requiredText(requiredMessage, label, maxLength).refine(isOneLine, oneLineMessage(label));
}
