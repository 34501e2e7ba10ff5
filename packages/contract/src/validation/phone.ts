import { z } from 'zod';
import { DIAL_CODES } from '../countries/countries';
import { messageText } from '../messages/contract-messages';

export const PHONE_MESSAGE = messageText('phone');

/**
 * The phone as sent: the dial code followed by the number (spec §5). When the dial code ends
 * in 0 and the number starts with 0, that 0 is dropped. Spaces, dashes, dots and brackets
 * people type between digit groups are removed.
 */
export function composePhone(dialCode: string, number: string): string {
  const digits = number.replace(/[\s().-]/g, '');
  const local = dialCode.endsWith('0') && digits.startsWith('0') ? digits.slice(1) : digits;
  return `${dialCode.trim()}${local}`;
}

export const DialCodeSchema = z.enum(DIAL_CODES, { error: PHONE_MESSAGE });

/** The number part as typed, before composePhone. */
export const PhoneNumberSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^[0-9][0-9\s().-]{2,19}$/, PHONE_MESSAGE);

/** E.164: '+', a known calling code, at most 15 digits in all. */
export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^\+[1-9][0-9]{6,14}$/, { error: PHONE_MESSAGE, abort: true })
  .refine((phone) => DIAL_CODES.some((dialCode) => phone.startsWith(dialCode)), PHONE_MESSAGE);

export type Phone = z.output<typeof PhoneSchema>;
