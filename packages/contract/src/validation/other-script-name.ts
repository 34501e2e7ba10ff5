import { z } from 'zod';
import { MAX_LENGTHS } from '../constants';
import { messageText } from '../messages/contract-messages';
import { isOneLine, maxLengthMessage, oneLineMessage } from './text';

const LABEL = messageText('labelOtherScriptName');
/** Both names, with room for a longer transliteration. */
const MAX = MAX_LENGTHS.personName * 2;

/**
 * A talent's full name written in the other script (Latin for an Arabic name, Arabic for a
 * Latin one), so a search in either finds them. Optional: blank or null removes it.
 */
export const OtherScriptNameSchema = z
  .string({ error: maxLengthMessage(LABEL, MAX) })
  .trim()
  .max(MAX, { error: maxLengthMessage(LABEL, MAX) })
  .refine(isOneLine, { error: oneLineMessage(LABEL) })
  .refine((name) => name === '' || /\p{L}/u.test(name), {
    error: messageText('nameLetters', { label: LABEL }),
  })
  .nullable()
  .transform((name) => (name === null || name === '' ? null : name));
