import type { Language } from './language';

/** One message in both languages; `{name}` marks a placeholder filled when it is shown. */
export interface LocalizedMessage {
  readonly en: string;
  readonly ar: string;
}

export type Catalogue = Readonly<Record<string, LocalizedMessage>>;
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Pattern {
  readonly regex: RegExp;
  readonly names: readonly string[];
  readonly message: LocalizedMessage;
}

function patternOf(message: LocalizedMessage): Pattern {
  const names: string[] = [];
  const source = message.en
    .split(PLACEHOLDER)
    .map((piece, index) => {
      if (index % 2 === 0) return escapeRegExp(piece);
      names.push(piece);
      return '(.+?)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`, 'u'), names, message };
}

function literalLength(template: string): number {
  return template.replace(PLACEHOLDER, '').length;
}

export interface Localizer {
  readonly localize: (sentence: string, language: Language) => string;
}

/**
 * Finds the catalogue entry whose English an outgoing sentence is (fixed sentences first, then
 * templates) and writes it in `language`; a placeholder's value that is itself a catalogue
 * entry (a field's label) is translated too. A sentence of no entry is returned as it is.
 */
export function createLocalizer(...catalogues: readonly Catalogue[]): Localizer {
  const messages = catalogues.flatMap((catalogue) => Object.values(catalogue));
  const fixed = new Map<string, LocalizedMessage>();
  const patterns: Pattern[] = [];
  for (const message of messages) {
    if (placeholdersOf(message.en).length === 0) fixed.set(message.en, message);
    else patterns.push(patternOf(message));
  }
  // The most specific template first: 'Tag must be between {min} and {max} characters.' before
  // '{label} must be between {min} and {max}.'
  patterns.sort((a, b) => literalLength(b.message.en) - literalLength(a.message.en));
  const term = (value: string, language: Language) => fixed.get(value)?.[language] ?? value;
  return {
    localize(sentence, language) {
      if (language === 'en') return sentence;
      const exact = fixed.get(sentence);
      if (exact !== undefined) return exact[language];
      for (const pattern of patterns) {
        const match = pattern.regex.exec(sentence);
        if (match === null) continue;
        const params = Object.fromEntries(
          pattern.names.map((name, i) => [name, term(match[i + 1] ?? '', language)]),
        );
        return fillTemplate(pattern.message[language], params);
      }
      return sentence;
    },
  };
}
