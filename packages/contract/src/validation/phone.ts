import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { DIAL_CODES, isCountryCode } from '../countries/country-codes';
import { COUNTRY_NAMES_EN } from '../countries/country-names-en.generated';
import { messageText } from '../messages/contract-messages';

export const PHONE_MESSAGE = messageText('phone');

export function phoneMessageFor(countryName: string): string {
  return messageText('phoneForCountry', { country: countryName });
}

/**
 * The phone as sent: the dial code followed by the number (spec §5), with the spaces, dashes,
 * dots and brackets people type between digit groups removed. A national trunk prefix (the 0
 * of 0501234567) is dropped by PhoneSchema, for every country that has one.
 */
export function composePhone(dialCode: string, number: string): string {
  return `${dialCode.trim()}${number.replace(/[\s().-]/g, '')}`;
}

export const DialCodeSchema = z.enum(DIAL_CODES, { error: PHONE_MESSAGE });

/** The number part as typed, before composePhone. */
export const PhoneNumberSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^[0-9][0-9\s().-]{2,19}$/, PHONE_MESSAGE);

const REMEMBERED_PHONES = 5_000;
const e164ByPhone = new Map<string, string | null>();

/**
 * The E.164 form of a phone, or null when it is not a valid number of its country. Parsing
 * costs tens of microseconds, and the API reads every stored phone through this, so the answers
 * for recent phones are remembered.
 */
export function toE164(phone: string): string | null {
  const remembered = e164ByPhone.get(phone);
  if (remembered !== undefined) return remembered;
  const parsed = parsePhoneNumberFromString(phone);
  const e164 = parsed?.isValid() === true ? parsed.number : null;
  if (e164ByPhone.size >= REMEMBERED_PHONES) e164ByPhone.clear();
  e164ByPhone.set(phone, e164);
  return e164;
}

/** How a stored phone reads: the international format ("+966 50 123 4567"). */
export function formatPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

/**
 * A dial code followed by the number; it must be a valid number of that dial code's country,
 * and is kept in E.164 ("+966 0501234567" becomes "+966501234567").
 */
export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .regex(/^\+[1-9][0-9\s().-]{6,24}$/, { error: PHONE_MESSAGE, abort: true })
  .transform((phone, context) => {
    const e164 = toE164(phone);
    if (e164 !== null) return e164;
    const country = parsePhoneNumberFromString(phone)?.country;
    const name = country !== undefined && isCountryCode(country) ? COUNTRY_NAMES_EN[country] : undefined;
    context.issues.push({
      code: 'custom',
      input: phone,
      message: name === undefined ? PHONE_MESSAGE : phoneMessageFor(name),
    });
    return z.NEVER;
  });

export type Phone = z.output<typeof PhoneSchema>;
