import { MEDIA_REQUEST_RULES } from '@casting/contract';
import { formatDate, formatStandaloneDate } from '../format';

/** Due times are set and read in Riyadh time (+03:00 all year), wherever the browser is. */
const RIYADH_TIME_ZONE = 'Asia/Riyadh';
const DAY_MS = 24 * 60 * 60_000;

/** The due time typed as a Riyadh date (YYYY-MM-DD) and time (HH:MM), as the API takes it; null until both are given. */
export function riyadhDueAt(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  return `${date}T${time}:00+03:00`;
}

/** The server's objection to a due time, checked on the browser's clock: in the past, or too far ahead. */
export function dueAtProblem(dueAt: string, now: Date = new Date()): 'past' | 'far' | null {
  const due = new Date(dueAt).getTime();
  if (due <= now.getTime()) return 'past';
  if (due > now.getTime() + MEDIA_REQUEST_RULES.maxDaysAhead * DAY_MS) return 'far';
  return null;
}

/** A due time's date (with the Hijri date beside it in Arabic) and its time, both in Riyadh. */
export function formatDue(dueAt: string): { readonly date: string; readonly time: string } {
  return {
    date: formatStandaloneDate(dueAt, { dateStyle: 'long', timeZone: RIYADH_TIME_ZONE }),
    time: formatDate(dueAt, { timeStyle: 'short', timeZone: RIYADH_TIME_ZONE }),
  };
}
