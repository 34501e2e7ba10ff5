import { describe, expect, it } from 'vitest';
import {
  ProfileWorkExperienceSchema,
  ProfileWorkHistorySchema,
  WORK_EXPERIENCE_MESSAGES,
  workExperienceSchema,
  WorkExperienceSchema,
  WorkHistorySchema,
} from './work-experience';

const entry = { title: 'Stylist', company: 'Najd Studio', startDate: '2020-01-01', endDate: '2022-06-30' };

function issues(value: unknown) {
  return WorkExperienceSchema.safeParse(value).error?.issues.map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);
}

describe('work experience entry', () => {
  it('accepts a finished job and keeps its dates', () => {
    expect(WorkExperienceSchema.parse(entry)).toEqual(entry);
  });

  it('stores current work with no end date', () => {
    expect(WorkExperienceSchema.parse({ ...entry, endDate: '', untilNow: true })).toEqual({
      ...entry,
      endDate: null,
    });
  });

  it('lets a job start and end on the same day', () => {
    expect(WorkExperienceSchema.safeParse({ ...entry, endDate: entry.startDate }).success).toBe(true);
  });

  it('needs a start date', () => {
    expect(issues({ ...entry, startDate: '' })).toEqual([['startDate', 'Start date is required']]);
  });

  it("needs an end date unless 'Until Now' is checked", () => {
    const message = "End date is required if 'Until Now' is not checked";
    expect(issues({ ...entry, endDate: '' })).toEqual([['endDate', message]]);
    expect(issues({ ...entry, endDate: null, untilNow: false })).toEqual([['endDate', message]]);
  });

  it('needs the start before the end, in the wording of the form it is used in', () => {
    const reversed = { ...entry, startDate: '2023-01-01' };
    expect(issues(reversed)).toEqual([['startDate', 'Start date must be before end date']]);
    expect(ProfileWorkExperienceSchema.safeParse(reversed).error?.issues[0]?.message).toBe(
      'Start date must be before the end date.',
    );
    expect(workExperienceSchema('Other words.').safeParse(reversed).error?.issues[0]?.message).toBe(
      'Other words.',
    );
    expect(WORK_EXPERIENCE_MESSAGES.orderInProfile).toBe('Start date must be before the end date.');
  });

  it('needs a title and a company', () => {
    expect(issues({ ...entry, title: ' ' })).toEqual([['title', 'Title is required']]);
    expect(issues({ ...entry, company: '' })).toEqual([['company', 'Company is required']]);
  });
});

describe('work experience dates', () => {
  it('fall between 1950 and five years from today', () => {
    const inFiveYears = new Date();
    inFiveYears.setUTCFullYear(inFiveYears.getUTCFullYear() + 5);
    const latest = inFiveYears.toISOString().slice(0, 10);
    const later = `${String(inFiveYears.getUTCFullYear() + 1)}-01-01`;
    expect(WorkExperienceSchema.safeParse({ ...entry, startDate: '1950-01-01' }).success).toBe(true);
    expect(WorkExperienceSchema.safeParse({ ...entry, endDate: latest }).success).toBe(true);
    expect(issues({ ...entry, startDate: '1949-12-31' })).toEqual([
      ['startDate', WORK_EXPERIENCE_MESSAGES.startRange],
    ]);
    expect(issues({ ...entry, endDate: later })).toEqual([['endDate', WORK_EXPERIENCE_MESSAGES.endRange]]);
    expect(issues({ ...entry, startDate: '0001-01-01', untilNow: true })).toEqual([
      ['startDate', WORK_EXPERIENCE_MESSAGES.startRange],
    ]);
  });
});

describe('work history', () => {
  it('holds one to twenty entries, in the onboarding form and the profile editor alike', () => {
    for (const schema of [WorkHistorySchema, ProfileWorkHistorySchema]) {
      expect(schema.safeParse(Array.from({ length: 20 }, () => entry)).success).toBe(true);
      expect(
        schema.safeParse(Array.from({ length: 21 }, () => entry)).error?.issues.map((issue) => issue.message),
      ).toEqual(['You can add up to 20 work experiences.']);
      expect(schema.safeParse([]).error?.issues[0]?.message).toBe('Please add at least one work experience.');
    }
  });
});
