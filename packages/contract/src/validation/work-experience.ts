import { z } from 'zod';
import { MAX_LENGTHS, NUMBER_LIMITS } from '../constants';
import { isIsoDate } from './dates';
import { requiredLine } from './text';
import { messageText } from '../messages/contract-messages';

export const WORK_EXPERIENCE_MESSAGES = {
  title: messageText('workTitle'),
  company: messageText('workCompany'),
  startDate: messageText('workStartDate'),
  endDate: messageText('workEndDate'),
  /** The onboarding experience form's wording. */
  order: messageText('workOrder'),
  /** The profile editor's wording of the same rule. */
  orderInProfile: messageText('workOrderInProfile'),
  startRange: messageText('workStartRange'),
  endRange: messageText('workEndRange'),
  required: messageText('workExperienceRequired'),
  tooMany: messageText('workExperienceTooMany', { max: NUMBER_LIMITS.workExperienceEntries }),
} as const;

const EARLIEST = '1950-01-01';

/** Five years from today, as YYYY-MM-DD: the latest date a work entry may name. */
function latestDate(now: Date): string {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 5);
  return latest.toISOString().slice(0, 10);
}

function inRange(date: string, now: Date): boolean {
  return date >= EARLIEST && date <= latestDate(now);
}

/**
 * One work history entry. `untilNow` marks current work: its end date is ignored and stored
 * as null. A job may start and end on the same day, so equal dates pass the order rule.
 */
export function workExperienceSchema(orderMessage: string) {
  return z
    .strictObject({
      title: requiredLine(WORK_EXPERIENCE_MESSAGES.title, messageText('labelTitle'), MAX_LENGTHS.workTitle),
      company: requiredLine(
        WORK_EXPERIENCE_MESSAGES.company,
        messageText('labelCompany'),
        MAX_LENGTHS.company,
      ),
      startDate: z.iso.date({ error: WORK_EXPERIENCE_MESSAGES.startDate }),
      endDate: z.string().nullable().optional(),
      untilNow: z.boolean().default(false),
    })
    .superRefine((entry, context) => {
      const now = new Date();
      if (isIsoDate(entry.startDate) && !inRange(entry.startDate, now))
        context.addIssue({
          code: 'custom',
          message: WORK_EXPERIENCE_MESSAGES.startRange,
          path: ['startDate'],
        });
      if (entry.untilNow) return;
      if (entry.endDate == null || !isIsoDate(entry.endDate)) {
        context.addIssue({ code: 'custom', message: WORK_EXPERIENCE_MESSAGES.endDate, path: ['endDate'] });
      } else if (!inRange(entry.endDate, now)) {
        context.addIssue({ code: 'custom', message: WORK_EXPERIENCE_MESSAGES.endRange, path: ['endDate'] });
      } else if (entry.startDate > entry.endDate) {
        context.addIssue({ code: 'custom', message: orderMessage, path: ['startDate'] });
      }
    })
    .transform(({ title, company, startDate, endDate, untilNow }) => ({
      title,
      company,
      startDate,
      endDate: untilNow ? null : (endDate ?? null),
    }));
}

export const WorkExperienceSchema = workExperienceSchema(WORK_EXPERIENCE_MESSAGES.order);
export const ProfileWorkExperienceSchema = workExperienceSchema(WORK_EXPERIENCE_MESSAGES.orderInProfile);
export type WorkExperienceInput = z.input<typeof WorkExperienceSchema>;
export type WorkExperience = z.output<typeof WorkExperienceSchema>;

/** A work history: at least one entry, and no more than the forms let a person add. */
function workHistorySchema<T extends z.ZodType>(entry: T) {
  return z
    .array(entry)
    .min(1, WORK_EXPERIENCE_MESSAGES.required)
    .max(NUMBER_LIMITS.workExperienceEntries, WORK_EXPERIENCE_MESSAGES.tooMany);
}

export const WorkHistorySchema = workHistorySchema(WorkExperienceSchema);
export const ProfileWorkHistorySchema = workHistorySchema(ProfileWorkExperienceSchema);
