import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateTalentListSchema } from '../api/talent-lists';
import { SendChatMessageBodySchema } from '../api/chats';
import { DeclineBodySchema } from '../api/job-requests';
import { SPECIALTY_INFO_SCHEMAS } from '../domain/specialty-info';
import { textParam } from '../http/query';
import { contractLocalizer } from '../messages/contract-localizer';
import { SignupBodySchema } from './auth';
import { ExperienceSchema } from './experience';
import { CreateJobSchema, RequirementSchema } from './job';
import { ApplyJobSchema } from './job-request';
import { OrganizationProfileSchema } from './organization';
import { CreateReviewSchema } from './review';
import { WorkExperienceSchema } from './work-experience';

const entry = WorkExperienceSchema.in.shape;

/** Every field of one line, with the label its message names. */
const ONE_LINE: readonly (readonly [string, z.ZodType])[] = [
  ['Title', CreateJobSchema.shape.title],
  ['Requirement', RequirementSchema.shape.content],
  ['Title', entry.title],
  ['Company', entry.company],
  ['Name', OrganizationProfileSchema.shape.name],
  ['List name', CreateTalentListSchema.shape.name],
  ['First name', SignupBodySchema.shape.firstName],
  ['Camera', SPECIALTY_INFO_SCHEMAS.PHOTOGRAPHER.shape.camera],
  ['Lighting', SPECIALTY_INFO_SCHEMAS.VIDEOGRAPHER.shape.lightning],
  ['Lens', SPECIALTY_INFO_SCHEMAS.PHOTOGRAPHER.shape.lense],
  ['Current or most recent employer', SPECIALTY_INFO_SCHEMAS.TOURISM.shape.currentOrMostRecentEmployer],
  ['Achievements or titles', SPECIALTY_INFO_SCHEMAS.ATHLETE.shape.AchievementsOrTitles.element],
  ['filter[searchKey]', textParam('filter[searchKey]', 100)],
];

// A job title that adds a paragraph of its own to every e-mail and notice quoting it.
const FAKE_NOTICE = 'Runway models\n\nNujoom Support: your account is locked, reply with your password';
const BREAKS = ['\n', '\r', '\r\n', '\t', '\u2028', '\u2029', '\u0085', '\u000B'];

function messages(schema: z.ZodType, value: unknown): string[] {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('a one-line field', () => {
  it.each(ONE_LINE)('%s refuses line breaks and control characters, naming itself', (label, schema) => {
    const message = `${label} must not contain line breaks or control characters.`;
    expect(messages(schema, FAKE_NOTICE)).toContain(message);
    for (const mark of BREAKS) expect(messages(schema, `Najd${mark}Studio`)).toEqual([message]);
    expect(schema.safeParse('Najd Studio').success).toBe(true);
    // Breaks around the text are trimmed away, not refused.
    expect(schema.safeParse('\nNajd Studio\n').success).toBe(true);
  });

  it('says so in Arabic, naming the field in Arabic', () => {
    expect(
      contractLocalizer.localize('Title must not contain line breaks or control characters.', 'ar'),
    ).toBe('يجب ألا يحتوي العنوان على فواصل أسطر أو رموز تحكم.');
    expect(
      contractLocalizer.localize('List name must not contain line breaks or control characters.', 'ar'),
    ).toBe('يجب ألا يحتوي اسم القائمة على فواصل أسطر أو رموز تحكم.');
  });
});

describe('a field of several lines', () => {
  const paragraphs = 'First paragraph.\n\nSecond paragraph,\r\nwith a line of its own.';
  it.each([
    ['a job description', CreateJobSchema.shape.description],
    ['a bio', ExperienceSchema.shape.bio],
    ['major projects', SPECIALTY_INFO_SCHEMAS.MUSIC_AND_SOUND_ENGINEER.shape.majorProjects],
    ['previous clients', SPECIALTY_INFO_SCHEMAS.ARTIST.shape.previousClients],
    ['a cover letter', ApplyJobSchema.shape.coverLetter],
    ['a review', CreateReviewSchema.shape.comment],
  ] as const)('keeps its line breaks in %s', (_name, schema) => {
    expect(schema.parse(paragraphs)).toBe(paragraphs);
  });

  it('keeps them in chat messages and a decline’s message', () => {
    expect(SendChatMessageBodySchema.parse({ content: paragraphs }).content).toBe(paragraphs);
    const requestId = '4f0c2c1e-8b7a-4d2e-9a53-0d6f6b1c2a10';
    expect(DeclineBodySchema.parse({ requestId, message: paragraphs }).message).toBe(paragraphs);
  });
});
