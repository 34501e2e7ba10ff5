import { z } from 'zod';

/**
 * Query parameters are checked as strictly as bodies: a value the server cannot use, or a
 * parameter it does not know (`paginate[limit][]`), is a 400 whose message names the parameter,
 * never silently ignored.
 */
export function queryOf<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}.` : undefined,
  });
}

/** One of the codes of an option list. */
export function oneOfParam<T extends z.core.util.EnumLike>(name: string, values: z.ZodEnum<T>) {
  return z.enum(values.enum, { error: `${name} must be one of ${values.options.join(', ')}.` });
}

/** A whole number from `min` to `max` (any number above it when `max` is omitted). */
export function wholeNumberParam(name: string, min: number, max?: number) {
  const message =
    max === undefined
      ? `${name} must be a whole number of at least ${String(min)}.`
      : `${name} must be a whole number from ${String(min)} to ${String(max)}.`;
  const number = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? number : number.max(max, { error: message });
}

/** Free text up to `max` characters, trimmed. */
export function textParam(name: string, max: number) {
  return z
    .string({ error: `${name} must be given once, as text.` })
    .trim()
    .max(max, { error: `${name} must be at most ${String(max)} characters.` });
}
