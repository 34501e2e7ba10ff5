import type { CardScheme } from '../payment-provider';
import type { SimulatorTextKey } from './simulator-texts';

/**
 * The simulator's test cards and the checks of its payment forms, as Moyasar's sandbox has them
 * (docs.moyasar.com, "Test Cards"): a listed card pays or fails with its documented reason, any
 * other card that passes the checks is declined. Pure: no database, no clock of its own.
 */

/** Why a simulated payment failed; each has its message in both languages. */
export type FailureReason =
  | 'INSUFFICIENT_FUNDS'
  | 'UNSPECIFIED_FAILURE'
  | 'DECLINED'
  | 'LOST_CARD'
  | 'EXPIRED_CARD'
  | 'EXCEEDS_WITHDRAWAL_LIMIT'
  | 'STOLEN_CARD'
  | 'NOT_A_TEST_CARD'
  | 'THREE_DS_FAILED'
  | 'OTP_WRONG';

export const FAILURE_TEXT: Readonly<Record<FailureReason, SimulatorTextKey>> = {
  INSUFFICIENT_FUNDS: 'insufficientFunds',
  UNSPECIFIED_FAILURE: 'unspecifiedFailure',
  DECLINED: 'declined',
  LOST_CARD: 'lostCard',
  EXPIRED_CARD: 'expiredCard',
  EXCEEDS_WITHDRAWAL_LIMIT: 'exceedsWithdrawalLimit',
  STOLEN_CARD: 'stolenCard',
  NOT_A_TEST_CARD: 'notATestCard',
  THREE_DS_FAILED: 'threeDsFailed',
  OTP_WRONG: 'otpWrong',
};

/** What paying with a card leads to once 3-D Secure is passed. */
export type CardOutcome = 'PAID' | FailureReason;

export interface TestCard {
  readonly number: string;
  readonly scheme: CardScheme;
  readonly outcome: CardOutcome;
}

/** Moyasar's documented test cards (the first three are the ones the issue names). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4201320111111010', scheme: 'mada', outcome: 'PAID' },
  { number: '4201320000311101', scheme: 'mada', outcome: 'INSUFFICIENT_FUNDS' },
  { number: '4111111111111111', scheme: 'visa', outcome: 'PAID' },
  { number: '5421080101000000', scheme: 'mastercard', outcome: 'PAID' },
  { number: '4201320000013020', scheme: 'mada', outcome: 'UNSPECIFIED_FAILURE' },
  { number: '4201320131000508', scheme: 'mada', outcome: 'LOST_CARD' },
  { number: '4201321234411220', scheme: 'mada', outcome: 'DECLINED' },
  { number: '4201322267774310', scheme: 'mada', outcome: 'EXPIRED_CARD' },
  { number: '4201326324640570', scheme: 'mada', outcome: 'EXCEEDS_WITHDRAWAL_LIMIT' },
  { number: '4201321144311528', scheme: 'mada', outcome: 'STOLEN_CARD' },
];

/**
 * A few of mada's BINs (its cards are Visa- or Mastercard-numbered, so the prefix decides),
 * 420132 among them, the prefix of Moyasar's mada test cards.
 */
// prettier-ignore
const MADA_BINS = new Set([
  '420132', '440647', '440795', '446404', '457865', '968208', '457997', '474491', '636120', '417633',
  '468540', '468541', '468542', '468543', '968201', '446393', '409201', '458456', '484783', '968205',
  '462220', '455708', '410621', '455036', '968203', '486094', '486095', '486096', '504300', '440533',
  '489318', '489319', '445564', '968211', '410685', '406996', '432328', '428671', '428672', '428673',
  '968206', '446672', '543357', '434107', '407197', '407395', '412565', '431361', '604906', '521076',
  '588850', '968202', '529415', '535825', '543085', '524130', '554180', '549760', '968209', '524514',
  '529741', '537767', '535989', '536023', '513213', '520058', '558563', '588848', '588849', '588845',
]);

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The scheme a card number belongs to, of those the simulator accepts; null for any other. */
export function cardSchemeOf(digits: string): CardScheme | null {
  if (MADA_BINS.has(digits.slice(0, 6))) return 'mada';
  if (/^4/.test(digits)) return 'visa';
  const firstFour = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720)) return 'mastercard';
  return null;
}

/** What a card leads to: a listed test card's documented outcome; any other card is declined. */
export function outcomeOfCard(digits: string): CardOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'NOT_A_TEST_CARD';
}

/** What a payer typed in the card form, as the browser sent it. */
export interface CardForm {
  readonly number: string;
  readonly name: string;
  readonly expiry: string;
  readonly cvc: string;
}

export type CardField = keyof CardForm;

/** A card that passed the form's checks: only what a provider keeps, never the number itself. */
export interface CheckedCard {
  readonly scheme: CardScheme;
  readonly lastFour: string;
  readonly outcome: CardOutcome;
}

export type CardCheck =
  | { readonly ok: true; readonly card: CheckedCard }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<CardField, SimulatorTextKey>>> };

/** Spaces and dashes people type between the groups of digits. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/**
 * An expiry typed as MM/YY (or MM/YYYY, or MMYY from a keypad without a slash): the month and
 * the full year, or null when it is not one. The card is valid to the end of that month.
 */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match =
    /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(typed.trim()) ?? /^(\d{2})(\d{2})$/.exec(typed.trim());
  if (match === null) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether a card expiring at the end of `month`/`year` can still pay at `now` (UTC). */
export function expiryInFuture(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const last = expiry.year * 12 + (expiry.month - 1);
  // Cards are issued for a few years; twenty ahead is a typing mistake.
  return last >= current && last <= current + 20 * 12;
}

/** The payment form's checks, as Moyasar's form makes them, each mistake named by its field. */
export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, SimulatorTextKey>> = {};
  const digits = cardDigits(form.number);
  const scheme = /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? cardSchemeOf(digits) : undefined;
  if (scheme === undefined) errors.number = 'cardNumberInvalid';
  else if (scheme === null) errors.number = 'cardUnsupported';
  const words = form.name.trim().split(/\s+/u);
  if (
    words.length < 2 ||
    form.name.trim().length > 100 ||
    !words.every((word) => /^\p{L}[\p{L}\p{M}'.-]*$/u.test(word))
  )
    errors.name = 'nameInvalid';
  const expiry = parseExpiry(form.expiry);
  if (expiry === null) errors.expiry = 'expiryInvalid';
  else if (!expiryInFuture(expiry, now)) errors.expiry = 'expiryPast';
  if (!/^\d{3}$/.test(form.cvc.trim())) errors.cvc = 'cvcInvalid';
  if (scheme === undefined || scheme === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { scheme, lastFour: digits.slice(-4), outcome: outcomeOfCard(digits) } };
}

/** STC Pay's sandbox code that pays; any other code fails the payment. */
export const STC_PAY_OTP = '123456';

/**
 * A Saudi mobile number as STC Pay takes it (05 and eight digits), from what people type:
 * 0512345678, 512345678, +966 51 234 5678 or 00966512345678. Null when it is not one.
 */
export function normalizeSaudiMobile(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '').replace(/^\+/, '00');
  const match = /^(?:00966|966|0)?(5\d{8})$/.exec(digits);
  return match === null ? null : `0${match[1] ?? ''}`;
}

/**
 * The simulated bank refuses a payout to this IBAN (the Saudi example IBAN of the IBAN registry),
 * or to a holder whose name contains FAIL, so that a failed withdrawal can be tried.
 */
export const FAILING_PAYOUT_IBAN = 'SA0380000000608010167519';

export function payoutFails(payout: { readonly iban: string; readonly holderName: string }): boolean {
  return payout.iban === FAILING_PAYOUT_IBAN || /fail/i.test(payout.holderName);
}
