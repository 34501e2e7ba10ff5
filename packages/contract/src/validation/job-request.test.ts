import { describe, expect, it } from 'vitest';
import { ApplyJobSchema } from './job-request';

describe('apply for a job', () => {
  it('takes a trimmed cover letter', () => {
    expect(ApplyJobSchema.parse({ coverLetter: ' I would love to. ' })).toEqual({
      coverLetter: 'I would love to.',
    });
  });

  it.each([{ coverLetter: '' }, { coverLetter: '   ' }, {}])('refuses %j', (value) => {
    expect(ApplyJobSchema.safeParse(value).error?.issues[0]?.message).toBe('Cover letter is required');
  });

  it('bounds the cover letter at 2000 characters', () => {
    expect(ApplyJobSchema.safeParse({ coverLetter: 'a'.repeat(2000) }).success).toBe(true);
    expect(ApplyJobSchema.safeParse({ coverLetter: 'a'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'Cover letter must be at most 2000 characters.',
    );
  });
});
