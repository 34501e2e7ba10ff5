import { CONTRACT_MESSAGES, createLocalizer, type Language } from '@casting/contract';
import { SERVER_MESSAGES, serverText } from './server-messages';

const localizer = createLocalizer(CONTRACT_MESSAGES, SERVER_MESSAGES);

/** One of the server's or the contract's sentences in `language`. */
export function localizeSentence(sentence: string, language: Language): string {
  return localizer.localize(sentence, language);
}

/** An error body's message (one sentence or a list) in `language`. */
export function localizeMessage(message: string | string[], language: Language): string | string[] {
  return typeof message === 'string'
    ? localizer.localize(message, language)
    : message.map((sentence) => localizer.localize(sentence, language));
}

interface ValidationIssue {
  readonly message?: string;
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * One validation issue's sentence. The contract's rules carry their own; the few issues left
 * to zod's English defaults (a missing object, an unknown key) are named by field in the
 * caller's language.
 */
export function validationMessage(issue: ValidationIssue, language: Language): string {
  const message = issue.message ?? serverText('requestInvalid');
  const localized = localizer.localize(message, language);
  if (localized !== message || language === 'en') return localized;
  const keys = issue.params.keys;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
    return localizer.localize(serverText('unknownFields', { names: keys.join(', ') }), language);
  }
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (field === '') return localizer.localize(serverText('requestInvalid'), language);
  return localizer.localize(serverText('fieldInvalid', { field }), language);
}
