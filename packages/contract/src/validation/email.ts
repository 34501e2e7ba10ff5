import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';

/** Trimmed and lower-cased, so addresses compare case-insensitively everywhere. */
export function emailSchema(options: { required: string; invalid: string }) {
  return z
    .string({ error: options.required })
    .trim()
    .toLowerCase()
    .min(1, { message: options.required })
    .pipe(z.email({ message: options.invalid }).max(MAX_LENGTHS.email, { message: options.invalid }));
}
