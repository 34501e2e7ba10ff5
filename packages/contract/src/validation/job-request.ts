import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { requiredText } from './text';

export const COVER_LETTER_MESSAGE = 'Cover letter is required';

export const ApplyJobSchema = z.strictObject({
  coverLetter: requiredText(COVER_LETTER_MESSAGE, 'Cover letter', MAX_LENGTHS.coverLetter),
});
export type ApplyJobInput = z.input<typeof ApplyJobSchema>;
export type ApplyJob = z.output<typeof ApplyJobSchema>;
