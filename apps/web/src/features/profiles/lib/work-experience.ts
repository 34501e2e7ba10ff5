import type { WorkExperienceInput } from '@casting/contract';
import { formatDate } from '../../../lib/format';

export interface SavedWorkExperience {
  readonly title: string;
  readonly company: string;
  readonly startDate: string;
  readonly endDate: string | null;
}

/** A YYYY-MM-DD day as month and year; read in UTC so that no time zone moves it to another day. */
export function formatWorkDate(isoDate: string): string {
  return formatDate(`${isoDate}T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** What the editor holds for one entry: current work is `untilNow` with an empty end date. */
export interface WorkExperienceDraft {
  title: string;
  company: string;
  startDate: string;
  endDate: string;
  untilNow: boolean;
}

export function toDraft(entry: SavedWorkExperience): WorkExperienceDraft {
  return {
    title: entry.title,
    company: entry.company,
    startDate: entry.startDate,
    endDate: entry.endDate ?? '',
    untilNow: entry.endDate === null,
  };
}

export const EMPTY_DRAFT: WorkExperienceDraft = {
  title: '',
  company: '',
  startDate: '',
  endDate: '',
  untilNow: false,
};

/** Spec §5: Save waits until every entry has a title, a company, a start and an end (or 'Until Now'). */
export function isDraftComplete(entry: {
  readonly title?: string;
  readonly company?: string;
  readonly startDate?: string;
  readonly endDate?: string | null;
  readonly untilNow?: boolean;
}): boolean {
  const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
  return (
    filled(entry.title) &&
    filled(entry.company) &&
    filled(entry.startDate) &&
    (entry.untilNow === true || filled(entry.endDate))
  );
}

/** The body the API takes: current work says so with `untilNow` instead of an end date. */
export function toRequestEntry(entry: SavedWorkExperience): WorkExperienceInput {
  const { title, company, startDate, endDate } = entry;
  return endDate === null
    ? { title, company, startDate, untilNow: true }
    : { title, company, startDate, endDate };
}
