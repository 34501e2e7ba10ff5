import type { Localizer } from '@casting/contract';

/** The contract's sentences in Arabic: loaded with the first Arabic catalogues, never for English. */
let arabic: Localizer | null = null;

/** Loads what `contractText` needs to write the contract's sentences in `language`. */
export async function loadContractText(language: string): Promise<void> {
  if (language !== 'ar' || arabic !== null) return;
  arabic = (await import('@casting/contract/contract-localizer')).contractLocalizer;
}

/**
 * A sentence of the contract (the rules' messages the forms show) in `language`: the same
 * sentence the server answers in that language. Any other text is returned as it is.
 */
export function contractText(sentence: string, language: string): string {
  return language === 'ar' && arabic !== null ? arabic.localize(sentence, 'ar') : sentence;
}
