import type { TFunction } from 'i18next';

/**
 * The hired and needed counts each take their own plural form (Arabic has six): the needed
 * headcount is a noun phrase of its own, put into the sentence whose form follows the hired count.
 */
function needed(t: TFunction<'hiring'>, headcount: number): string {
  return t('headcount.people', { count: headcount });
}

/** "3 people hired · needs 1 person". */
export function hiredSentence(t: TFunction<'hiring'>, hired: number, headcount: number): string {
  return t('applicants.hired', { count: hired, headcount: needed(t, headcount) });
}

/** "You accepted 2 people for this job, which needs 2 people. Close it …". */
export function headcountSentence(t: TFunction<'hiring'>, hired: number, headcount: number): string {
  return t('headcount.body', { count: hired, headcount: needed(t, headcount) });
}
