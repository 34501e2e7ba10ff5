import type { Language } from './language';

/**
 * One message in both languages; `{name}` marks a placeholder filled when it is shown. A count
 * in Arabic takes its noun's form after it: `{count|one|two|few|many}` writes "ثانية واحدة",
 * "ثانيتين", "3 ثوانٍ" or "11 ثانية" (3 to 10 take the plural, 11 and beyond the singular).
 */
export interface LocalizedMessage {
  readonly en: string;
  readonly ar: string;
}

export type Catalogue = Readonly<Record<string, LocalizedMessage>>;
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;
const ANY_PLACEHOLDER = /\{(\w+)(?:\|([^}]*))?\}/g;

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(ANY_PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

function counted(count: number, forms: string): string {
  const [one = '', two = '', few = '', many = ''] = forms.split('|');
  if (count === 1) return one;
  if (count === 2) return two;
  const lastTwo = count % 100;
  return `${String(count)} ${lastTwo >= 3 && lastTwo <= 10 ? few : many}`;
}

export function fillTemplate(template: string, params: MessageParams = {}): string {
  return template.replace(ANY_PLACEHOLDER, (whole, name: string, forms: string | undefined) => {
    const value = params[name];
    if (value === undefined) return whole;
    return forms === undefined ? String(value) : counted(Number(value), forms);
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
 * sentence (a field's label, a wait) is translated too. A sentence of no entry is returned as it is.
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
  function localize(sentence: string, language: Language): string {
    if (language === 'en') return sentence;
    const exact = fixed.get(sentence);
    if (exact !== undefined) return exact[language];
    for (const pattern of patterns) {
      const match = pattern.regex.exec(sentence);
      if (match === null) continue;
      const params = Object.fromEntries(
        pattern.names.map((name, i) => [name, localize(match[i + 1] ?? '', language)]),
      );
      return fillTemplate(pattern.message[language], params);
    }
    return sentence;
  }
  return { localize };
}
