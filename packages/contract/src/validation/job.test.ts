import { describe, expect, it } from 'vitest';
import {
  CreateJobBodySchema,
  CreateJobSchema,
  ExperienceRangeSchema,
  includeCharactersMessage,
  JobDurationSchema,
  payOf,
  PostJobFormSchema,
} from './job';

const job = {
  title: 'Runway model for Riyadh Fashion Week',
  jobCategory: 'MODEL',
  requiredExperience: { minimum: 1, maximum: 3 },
  jobDuration: { minimum: 1, minimumPrefix: 'WEEK', maximum: 2, maximumPrefix: 'MONTH' },
  careerLevel: 'MID_LEVEL',
  location: 'SA',
  salary: 45.5,
  educationLevel: 'OTHER',
  description: 'Three shows over two evenings.',
  requirements: [
    { id: 1, content: 'Runway experience' },
    { id: 2, content: 'Available in October' },
    { id: 3, content: 'Height over 170 cm' },
    { id: 4, content: 'Portfolio link' },
  ],
  tags: ['4f0c2c1e-8b7a-4d2e-9a53-0d6f6b1c2a10'],
};

function issues(value: unknown) {
  return CreateJobSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('post job', () => {
  it('accepts a complete job, needing one person unless it says how many', () => {
    expect(CreateJobSchema.parse(job)).toEqual({ ...job, headcount: 1 });
    expect(CreateJobSchema.parse({ ...job, headcount: 12 })).toEqual({ ...job, headcount: 12 });
  });

  it('needs the terms checked on the form', () => {
    const form = { ...job, salary: undefined, pay: { amount: 150_000, currency: 'SAR', basis: 'DAY' } };
    expect(PostJobFormSchema.safeParse({ ...form, terms: true }).success).toBe(true);
    expect(PostJobFormSchema.safeParse({ ...form, terms: false }).error?.issues[0]?.message).toBe(
      'Please accept the terms and conditions.',
    );
  });

  it('asks the form for pay, in riyals unless it says dollars', () => {
    const form = { ...job, salary: undefined, terms: true };
    expect(PostJobFormSchema.safeParse(form).error?.issues[0]?.path).toEqual(['pay']);
    expect(PostJobFormSchema.parse({ ...form, pay: { amount: 150_000, basis: 'DAY' } }).pay).toEqual({
      amount: 150_000,
      currency: 'SAR',
      basis: 'DAY',
    });
  });

  it("takes pay or the spec's salary, not both and not neither", () => {
    const pay = { amount: 150_000, currency: 'SAR', basis: 'DAY' } as const;
    const message = (value: unknown) => CreateJobBodySchema.safeParse(value).error?.issues[0]?.message;
    expect(message({ ...job, pay })).toBe('Send pay or salary, not both.');
    expect(message({ ...job, salary: undefined })).toBe('Pay is required.');
    expect(payOf(CreateJobBodySchema.parse({ ...job, salary: undefined, pay }))).toEqual(pay);
    expect(payOf(CreateJobBodySchema.parse(job))).toEqual({ amount: 4_550, currency: 'USD', basis: 'HOUR' });
  });

  it.each([
    ['title', '', 'Title is required.'],
    ['jobCategory', undefined, 'Category is required.'],
    ['careerLevel', 'JUNIOR', 'Career level is required.'],
    ['educationLevel', undefined, 'Education level is required.'],
    ['location', 'XX', 'Please select a country.'],
    ['description', '  ', 'Description is required.'],
    ['salary', 0, 'Salary must be greater than 0.'],
    ['salary', -5, 'Salary must be greater than 0.'],
    ['salary', 1_000_001, 'Salary must be at most 1,000,000.'],
    ['tags', [], 'Please add at least one tag.'],
  ])('%s %j reads %j', (field, value, message) => {
    expect(issues({ ...job, [field]: value })).toEqual([[field, message]]);
  });

  it.each([
    ['title', '2024', 'Please include charachters in title field'],
    ['description', '12 500', 'Please include charachters in description field'],
  ])('refuses the digits-only %s %j', (field, value, message) => {
    expect(issues({ ...job, [field]: value })).toEqual([[field, message]]);
    expect(includeCharactersMessage(field)).toBe(message);
  });

  it('refuses a digits-only requirement', () => {
    const requirements = job.requirements.map((item) => (item.id === 2 ? { ...item, content: '42' } : item));
    expect(issues({ ...job, requirements })).toEqual([
      ['requirements.1.content', 'Please include charachters in requirement field'],
    ]);
  });

  it('keeps salary numeric', () => {
    expect(issues({ ...job, salary: '45' })).toEqual([['salary', 'Salary must be greater than 0.']]);
  });

  it('takes a salary of whole cents only: two decimals at most', () => {
    for (const salary of [12.34, 0.1, 999_999.99, 45])
      expect(CreateJobSchema.safeParse({ ...job, salary }).success).toBe(true);
    for (const salary of [12.345, 0.001, 45.5001])
      expect(issues({ ...job, salary })).toEqual([['salary', 'Salary can have at most two decimal places.']]);
  });

  it("tells the form's pay box a third decimal in the same words, naming its field", () => {
    const form = { ...job, salary: undefined, terms: true };
    // The box holds minor units: 12.345 riyals typed is 1234.5 halalas.
    const typed = PostJobFormSchema.safeParse({ ...form, pay: { amount: 1234.5, basis: 'DAY' } });
    expect(typed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pay.amount', 'Pay can have at most two decimal places.'],
    ]);
    // An API client sending minor units is told what they are.
    expect(
      CreateJobBodySchema.safeParse({ ...job, salary: undefined, pay: { amount: 1234.5, basis: 'DAY' } })
        .error?.issues[0]?.message,
    ).toBe('Pay is sent in halalas or cents, as a whole number (150000 is 1,500).');
  });

  it('needs exactly four filled requirements with distinct ids', () => {
    const message = 'Please fill in all 4 requirements.';
    expect(issues({ ...job, requirements: job.requirements.slice(0, 3) })).toEqual([
      ['requirements', message],
    ]);
    expect(issues({ ...job, requirements: [...job.requirements, { id: 5, content: 'More' }] })).toEqual([
      ['requirements', message],
    ]);
    const blank = job.requirements.map((item) => (item.id === 4 ? { ...item, content: ' ' } : item));
    expect(issues({ ...job, requirements: blank })).toEqual([['requirements.3.content', message]]);
    const repeated = job.requirements.map((item) => ({ ...item, id: 1 }));
    expect(issues({ ...job, requirements: repeated })).toEqual([['requirements', message]]);
  });

  it('counts a tag picked twice once, and at most ten tags', () => {
    const tag = job.tags[0];
    expect(CreateJobSchema.parse({ ...job, tags: [tag, tag] }).tags).toEqual([tag]);
    const many = Array.from(
      { length: 11 },
      (_, index) => `4f0c2c1e-8b7a-4d2e-9a53-0d6f6b1c2a${String(index).padStart(2, '0')}`,
    );
    expect(issues({ ...job, tags: many })).toEqual([['tags', 'You can add up to 10 tags.']]);
  });

  it('refuses unknown keys', () => {
    expect(CreateJobSchema.safeParse({ ...job, jobStatus: 'OPEN' }).success).toBe(false);
  });

  it('stays composable for forms', () => {
    expect(CreateJobSchema.pick({ title: true }).safeParse({ title: '2024' }).error?.issues[0]?.message).toBe(
      'Please include charachters in title field',
    );
  });
});

describe('required experience', () => {
  const message = 'Minimum experience should be less than maximum experience';

  it('allows a minimum up to the maximum, equal included', () => {
    expect(ExperienceRangeSchema.safeParse({ minimum: 0, maximum: 2 }).success).toBe(true);
    expect(ExperienceRangeSchema.safeParse({ minimum: 3, maximum: 3 }).success).toBe(true);
  });

  it('refuses a minimum above the maximum', () => {
    const result = ExperienceRangeSchema.safeParse({ minimum: 5, maximum: 2 });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['minimum', message],
    ]);
  });

  it('takes whole, non-negative years', () => {
    const result = ExperienceRangeSchema.safeParse({ minimum: -1, maximum: 1.5 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter the experience in whole years.',
      'Please enter the experience in whole years.',
    ]);
  });
});

describe('job duration', () => {
  const message = 'Invalid duration range. Please check your minimum and maximum durations.';
  const duration = (minimum: number, minimumPrefix: string, maximum: number, maximumPrefix: string) =>
    JobDurationSchema.safeParse({ minimum, minimumPrefix, maximum, maximumPrefix });

  it('compares the two ends in days', () => {
    expect(duration(6, 'DAY', 1, 'WEEK').success).toBe(true);
    expect(duration(1, 'WEEK', 7, 'DAY').success).toBe(true);
    expect(duration(8, 'DAY', 1, 'WEEK').error?.issues[0]?.message).toBe(message);
    expect(duration(11, 'MONTH', 1, 'YEAR').success).toBe(true);
    expect(duration(13, 'MONTH', 1, 'YEAR').error?.issues[0]?.message).toBe(message);
    expect(duration(2, 'YEAR', 24, 'MONTH').error?.issues[0]?.message).toBe(message);
  });

  it('needs whole amounts from 1 and both units', () => {
    expect(duration(0, 'DAY', 2, 'DAY').error?.issues[0]?.message).toBe(message);
    expect(duration(1.5, 'DAY', 2, 'DAY').error?.issues[0]?.message).toBe(message);
    expect(duration(1, 'FORTNIGHT', 2, 'DAY').error?.issues[0]?.message).toBe(message);
    expect(JobDurationSchema.safeParse({ minimum: 1, maximum: 2 }).error?.issues[0]?.message).toBe(message);
  });
});
