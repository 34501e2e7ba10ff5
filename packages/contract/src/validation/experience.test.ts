import { describe, expect, it } from 'vitest';
import { ExperienceFormSchema, ExperienceSchema } from './experience';

const experience = {
  bio: 'Runway and editorial model.',
  socialAccount: 'instagram.com/lina',
  yearsOfExperience: 5,
  availableForTravel: true,
  legallyWorking: true,
  hasTattoos: false,
  workExperience: [
    { title: 'Model', company: 'Najd Studio', startDate: '2020-01-01', endDate: '2021-01-01' },
  ],
};

function firstMessage(value: unknown): string | undefined {
  return ExperienceFormSchema.safeParse(value).error?.issues[0]?.message;
}

describe('experience form', () => {
  it('accepts every answer with the terms checked', () => {
    expect(ExperienceFormSchema.safeParse({ ...experience, terms: true }).success).toBe(true);
    expect(ExperienceSchema.parse(experience).socialAccount).toBe('https://instagram.com/lina');
  });

  it('needs the terms checked', () => {
    expect(firstMessage({ ...experience, terms: false })).toBe('Please accept the terms and conditions.');
  });

  it('needs every answer', () => {
    expect(firstMessage({ ...experience, terms: true, legallyWorking: undefined })).toBe(
      'Please answer all questions.',
    );
    expect(firstMessage({ ...experience, terms: true, yearsOfExperience: -1 })).toBe(
      'Please answer all questions.',
    );
    expect(firstMessage({ ...experience, terms: true, bio: '' })).toBe('Bio is required.');
    expect(firstMessage({ ...experience, terms: true, socialAccount: 'nope' })).toBe(
      'Please enter a valid URL or email address.',
    );
  });

  it('needs at least one work entry, each valid', () => {
    expect(firstMessage({ ...experience, terms: true, workExperience: [] })).toBe(
      'Please add at least one work experience.',
    );
    const open = { title: 'Model', company: 'Najd Studio', startDate: '2020-01-01' };
    expect(firstMessage({ ...experience, terms: true, workExperience: [open] })).toBe(
      "End date is required if 'Until Now' is not checked",
    );
  });
});
