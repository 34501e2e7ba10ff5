import { z } from 'zod';
import { messageText } from '../messages/contract-messages';
import { parseLocalizedNumber } from '../validation/digits';
import { isOneLine, maxLengthMessage, oneLineMessage } from '../validation/text';

/**
 * Query parameters are checked as strictly as bodies: a value the server cannot use, or a
 * parameter it does not know (`paginate[limit][]`), is a 400 whose message names the parameter,
 * never silently ignored.
 */
export function queryOf<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? messageText('unknownParameter', { names: issue.keys.join(', ') })
        : undefined,
  });
}

/** One of the codes of an option list. */
export function oneOfParam<T extends z.core.util.EnumLike>(name: string, values: z.ZodEnum<T>) {
  return z.enum(values.enum, {
    error: messageText('parameterOneOf', { name, values: values.options.join(', ') }),
  });
}

/** A whole number from `min` to `max` (any number above it when `max` is omitted). */
export function wholeNumberParam(name: string, min: number, max?: number) {
  const message =
    max === undefined
      ? messageText('parameterAtLeast', { name, min })
      : messageText('parameterRange', { name, min, max });
  const number = z.number({ error: message }).int({ error: message }).min(min, { error: message });
  return localizedNumberParam(max === undefined ? number : number.max(max, { error: message }));
}

/**
 * A query parameter's number as typed, in any digits (a filter may carry what a person wrote in
 * Arabic-Indic digits); an empty value is no number, as in a body.
 */
export function localizedNumberParam<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? parseLocalizedNumber(value) : value), schema);
}

/** Free text of one line up to `max` characters, trimmed. */
export function textParam(name: string, max: number) {
  return z
    .string({ error: messageText('parameterOnce', { name }) })
    .trim()
    .max(max, { error: maxLengthMessage(name, max) })
    .refine(isOneLine, { error: oneLineMessage(name) });
}
