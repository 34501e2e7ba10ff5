import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { requiredText } from './text';
import { messageText } from '../messages/contract-messages';

export const COVER_LETTER_MESSAGE = messageText('coverLetterRequired');

export const ApplyJobSchema = z.strictObject({
  coverLetter: requiredText(COVER_LETTER_MESSAGE, messageText('labelCoverLetter'), MAX_LENGTHS.coverLetter),
});
export type ApplyJobInput = z.input<typeof ApplyJobSchema>;
export type ApplyJob = z.output<typeof ApplyJobSchema>;
