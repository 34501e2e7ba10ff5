import { z } from 'zod';
import { LIMITS } from '../constants';
import { isPurelyNumeric } from './text';
import { messageText } from '../messages/contract-messages';

export const TAG_MESSAGES = {
  length: messageText('tagLength', { min: LIMITS.tagMinLength, max: LIMITS.tagMaxLength }),
  characters: messageText('tagCharacters'),
  allowed: messageText('tagAllowed'),
} as const;

// Letters and digits of any script (Arabic tags included), with their combining marks.
const TAG_CHARACTERS = /^[\p{L}\p{M}\p{N} &'.-]+$/u;

export const TagTitleSchema = z
  .string({ error: TAG_MESSAGES.length })
  .trim()
  .min(LIMITS.tagMinLength, { error: TAG_MESSAGES.length, abort: true })
  .max(LIMITS.tagMaxLength, { error: TAG_MESSAGES.length, abort: true })
  .refine((title) => TAG_CHARACTERS.test(title), { error: TAG_MESSAGES.allowed, abort: true })
  .refine((title) => !isPurelyNumeric(title), TAG_MESSAGES.characters);

export const CreateTagSchema = z.strictObject({ title: TagTitleSchema });
export type CreateTagInput = z.input<typeof CreateTagSchema>;
export type CreateTag = z.output<typeof CreateTagSchema>;
