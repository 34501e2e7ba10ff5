import { z } from 'zod';

const IsoDate = z.iso.date();

/** A real calendar day written YYYY-MM-DD, the one date form of the contract. */
export function isIsoDate(value: string): boolean {
  return IsoDate.safeParse(value).success;
}

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function toIsoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Riyadh keeps UTC+3 all year (no daylight saving). */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The calendar day of an instant in Riyadh, as YYYY-MM-DD: the day a licence's expiry counts in. */
export function riyadhDate(instant: Date): string {
  return toIsoDate(new Date(instant.getTime() + RIYADH_OFFSET_MS));
}

/** The day `days` after `date` (both YYYY-MM-DD; `days` may be negative). */
export function addDaysToIsoDate(date: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000));
}

/** Whole years from `birthDate` to `today` (both YYYY-MM-DD); a birthday counts on its day. */
export function ageOn(birthDate: string, today: string): number {
  const beforeBirthday = today.slice(5) < birthDate.slice(5);
  return Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4)) - (beforeBirthday ? 1 : 0);
}
