import {
  durationInDays,
  MINOR_UNITS,
  SAR_PER_USD,
  type JobDuration,
  type PayInput,
  type Specialty,
} from '@casting/contract';
import { seededRandom } from './seeded-random';

/** What a day of each specialty earns in the Kingdom, in riyals (lowest, highest). */
const DAY_RATES: Readonly<Record<Specialty, readonly [number, number]>> = {
  MODEL: [1_200, 3_500],
  PHOTOGRAPHER: [800, 3_000],
  VIDEOGRAPHER: [1_000, 3_500],
  EDITOR: [500, 1_500],
  TOURISM: [400, 900],
  BEAUTY: [800, 2_500],
  ATHLETE: [1_500, 5_000],
  ARTIST: [700, 2_000],
  FASHION: [900, 2_500],
  MUSIC_AND_SOUND_ENGINEER: [1_000, 3_000],
};

/** Guides and editors are often booked by the hour for short work. */
const HOURLY: readonly Specialty[] = ['TOURISM', 'EDITOR'];
const HOURS_A_DAY = 8;
/** Of a long job's calendar days, those worked: about three a week. */
const WORKED_SHARE = 3 / 7;

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * Plausible pay for a demo job: a day rate for work of days or weeks (by the hour for short work
 * of guides and editors), a whole-job fee for a project of a month or more; one job in four in
 * US dollars. The same on every start.
 */
export function demoPay(index: number, category: Specialty, duration: JobDuration): PayInput {
  const random = seededRandom(index * 389 + 11);
  const [lowest, highest] = DAY_RATES[category];
  const dayRate = roundTo(random.int(lowest, highest), 50);
  const longestDays = durationInDays(duration.maximum, duration.maximumPrefix);
  const inDollars = index % 4 === 3;
  const amount = (riyals: number, step: number) =>
    inDollars ? roundTo(riyals / SAR_PER_USD, step) * MINOR_UNITS : roundTo(riyals, step) * MINOR_UNITS;
  const currency = inDollars ? 'USD' : 'SAR';
  if (longestDays >= 28) {
    const workedDays = Math.max(1, Math.round(longestDays * WORKED_SHARE));
    return { amount: amount(dayRate * workedDays, 500), currency, basis: 'JOB' };
  }
  if (longestDays <= 3 && HOURLY.includes(category)) {
    return { amount: amount(dayRate / HOURS_A_DAY, 5), currency, basis: 'HOUR' };
  }
  return { amount: amount(dayRate, 50), currency, basis: 'DAY' };
}
