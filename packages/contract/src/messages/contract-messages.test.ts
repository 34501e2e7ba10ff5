import { describe, expect, it } from 'vitest';
import { CreateJobSchema } from '../validation/job';
import { SignupBodySchema } from '../validation/auth';
import { TagTitleSchema } from '../validation/tag';
import { ModelMeasurementsSchema } from '../validation/model';
import { CONTRACT_MESSAGES } from './contract-catalogue';
import { contractLocalizer } from './contract-localizer';
import { placeholdersOf } from './localizer';

const ARABIC_LETTER = /[\u0621-\u064A]/u;

function issuesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('the contract messages', () => {
  it.each(Object.entries(CONTRACT_MESSAGES))(
    '%s has Arabic with the placeholders of its English',
    (_key, message) => {
      expect(message.ar.trim()).not.toBe('');
      expect(message.ar).toMatch(ARABIC_LETTER);
      expect(placeholdersOf(message.ar)).toEqual(placeholdersOf(message.en));
    },
  );

  it('no two messages share an English text, so each sentence has one translation', () => {
    const english = Object.values(CONTRACT_MESSAGES).map((message) => message.en);
    expect(new Set(english).size).toBe(english.length);
  });

  it('writes a rule sentence in Arabic, translating the field it names', () => {
    expect(contractLocalizer.localize('First name is required.', 'ar')).toBe('يُرجى إدخال الاسم الأول.');
    expect(contractLocalizer.localize('Tag must be between 2 and 50 characters.', 'ar')).toBe(
      'يجب أن يتراوح عدد أحرف الوسم بين 2 و50.',
    );
    expect(contractLocalizer.localize('Height must be between 140 and 200.', 'ar')).toBe(
      'يجب أن تكون قيمة الطول بين 140 و200.',
    );
    expect(contractLocalizer.localize('Portfolio: add 2 to 10 files.', 'ar')).toBe(
      'معرض الأعمال: أضف من 2 إلى 10 من الملفات.',
    );
  });

  it('leaves English as it is, and a sentence of no entry unchanged', () => {
    expect(contractLocalizer.localize('Email is required.', 'en')).toBe('Email is required.');
    expect(contractLocalizer.localize('Something else entirely.', 'ar')).toBe('Something else entirely.');
  });

  it.each([
    [
      'sign-up',
      () =>
        issuesOf(
          SignupBodySchema.safeParse({
            firstName: '1',
            lastName: 'x'.repeat(200),
            email: 'no',
            password: 'weak',
            role: 'x',
          }),
        ),
    ],
    [
      'a job',
      () =>
        issuesOf(
          CreateJobSchema.safeParse({
            title: '123',
            requiredExperience: { minimum: 5, maximum: 1 },
            jobDuration: { minimum: 0, minimumPrefix: 'DAY', maximum: 1, maximumPrefix: 'DAY' },
            salary: -1,
            requirements: [],
            tags: [],
          }),
        ),
    ],
    ['a tag', () => issuesOf(TagTitleSchema.safeParse('#'))],
    [
      'a model',
      () =>
        issuesOf(ModelMeasurementsSchema.safeParse({ height: 10, weight: 10, bust: 1, waist: 1, hips: 1 })),
    ],
  ])('every sentence the rules give for %s has its Arabic', (_name, messages) => {
    const sentences = messages();
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences)
      expect(contractLocalizer.localize(sentence, 'ar')).toMatch(ARABIC_LETTER);
  });
});
