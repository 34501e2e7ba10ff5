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

/** Whole years from `birthDate` to `today` (both YYYY-MM-DD); a birthday counts on its day. */
export function ageOn(birthDate: string, today: string): number {
  const beforeBirthday = today.slice(5) < birthDate.slice(5);
  return Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4)) - (beforeBirthday ? 1 : 0);
}
