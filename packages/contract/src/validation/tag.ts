import { z } from 'zod';
import { LIMITS } from '../constants';
import { isPurelyNumeric } from './text';

export const TAG_MESSAGES = {
  length: `Tag must be between ${LIMITS.tagMinLength} and ${LIMITS.tagMaxLength} characters.`,
  characters: 'Tag must include characters',
} as const;

export const TagTitleSchema = z
  .string({ error: TAG_MESSAGES.length })
  .trim()
  .min(LIMITS.tagMinLength, { error: TAG_MESSAGES.length, abort: true })
  .max(LIMITS.tagMaxLength, { error: TAG_MESSAGES.length, abort: true })
  .refine((title) => !isPurelyNumeric(title), TAG_MESSAGES.characters);

export const CreateTagSchema = z.strictObject({ title: TagTitleSchema });
export type CreateTagInput = z.input<typeof CreateTagSchema>;
export type CreateTag = z.output<typeof CreateTagSchema>;
