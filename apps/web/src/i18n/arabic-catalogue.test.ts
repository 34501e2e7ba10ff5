import {
  ARTIST_CATEGORY_LABELS,
  ARTIST_STYLE_LABELS,
  ATHLETE_CATEGORY_LABELS,
  BEAUTY_BRAND_LABELS,
  BEAUTY_EXPERTISE_LABELS,
  CAREER_LEVEL_LABELS,
  DURATION_UNIT_LABELS,
  EDUCATION_LEVEL_LABELS,
  EYE_COLOR_LABELS,
  FASHION_CATEGORY_LABELS,
  GENDER_LABELS,
  HAIR_COLOR_LABELS,
  MUSIC_CATEGORY_LABELS,
  MUSIC_CLIENT_PREFERENCE_LABELS,
  SKIN_TONE_LABELS,
  TOURISM_SPECIALIZATION_LABELS,
} from '@casting/contract';
import { describe, expect, it } from 'vitest';

type Catalogues = Readonly<Record<string, Tree>>;

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function catalogues(language: string): Catalogues {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${language}/`))
      .map(([path, tree]) => [path.slice(language.length + 3, -'.json'.length), tree]),
  );
}

const resources = { en: catalogues('en'), ar: catalogues('ar') };

type Tree = { readonly [key: string]: string | Tree };

const EN_PLURALS = new Intl.PluralRules('en').resolvedOptions().pluralCategories;
const AR_PLURALS = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** `{{name}}`, `{{count, number}}` and `<tag>` / `</tag>` of Trans, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{[^}]+\}\}|<\/?[a-zA-Z]+>/g)].map((match) => match[0]).sort();
}

/** The plural groups of a catalogue: base key → the English forms' placeholders together. */
function pluralBases(entries: Map<string, string>): Map<string, Set<string>> {
  const bases = new Map<string, Set<string>>();
  for (const [key, text] of entries) {
    const form = EN_PLURALS.find((category) => key.endsWith(`_${category}`));
    if (form === undefined) continue;
    const base = key.slice(0, -(form.length + 1));
    const found = bases.get(base) ?? new Set<string>();
    for (const placeholder of placeholders(text)) found.add(placeholder);
    bases.set(base, found);
  }
  return bases;
}

/**
 * What keeps Arabic from mirroring English: a missing or extra key, or a placeholder that differs.
 * Plural keys carry Arabic's own forms (zero, one, two, few, many, other); a form may spell out
 * its number ("يومان") and so leave out `{{count}}`, but never another placeholder.
 */
function differences(english: Tree, arabic: Tree): string[] {
  const en = flatten(english);
  const ar = flatten(arabic);
  const bases = pluralBases(en);
  const expected = new Map<string, string[] | { plural: Set<string> }>();
  for (const [key, text] of en) {
    if (![...bases.keys()].some((base) => EN_PLURALS.some((form) => key === `${base}_${form}`))) {
      expected.set(key, placeholders(text));
    }
  }
  for (const [base, found] of bases) {
    for (const form of AR_PLURALS) expected.set(`${base}_${form}`, { plural: found });
  }
  const problems: string[] = [];
  for (const [key, wanted] of expected) {
    const text = ar.get(key);
    if (text === undefined) {
      problems.push(`missing ${key}`);
      continue;
    }
    const got = placeholders(text);
    if (Array.isArray(wanted)) {
      if (got.join(' ') !== wanted.join(' ')) problems.push(`placeholders of ${key}: ${got.join(' ')}`);
    } else {
      const needed = [...wanted.plural].filter((placeholder) => !placeholder.startsWith('{{count'));
      if (
        got.some((placeholder) => !wanted.plural.has(placeholder)) ||
        needed.some((p) => !got.includes(p))
      ) {
        problems.push(`placeholders of ${key}: ${got.join(' ')}`);
      }
    }
  }
  for (const key of ar.keys()) if (!expected.has(key)) problems.push(`extra ${key}`);
  return problems;
}

describe('the Arabic catalogue', () => {
  it('has the namespaces of English', () => {
    expect(Object.keys(resources.ar).sort()).toEqual(Object.keys(resources.en).sort());
  });

  it.each(Object.keys(resources.en))('mirrors the keys and placeholders of English in %s', (namespace) => {
    const name = namespace;
    expect(differences(resources.en[name] ?? {}, resources.ar[name] ?? {})).toEqual([]);
  });

  it('is written in Arabic: every text has Arabic letters unless it is only placeholders, a URL or an example', () => {
    const latinOnly = [...flatten(resources.ar)].filter(([, text]) => !/[\u0600-\u06FF]/.test(text));
    for (const [, text] of latinOnly)
      expect(text).toMatch(/^(\{\{[^}]+\}\}|[\s\p{P}\p{S}]|https?|[\w.@/]+)*$/u);
  });
});

describe('the catalogue check', () => {
  const english = {
    a: 'Hello {{name}}',
    b: { c: 'Sign <strong>{{email}}</strong>' },
    d_one: '{{count}} day',
    d_other: '{{count}} days',
  };
  const arabic = {
    a: 'مرحبًا {{name}}',
    b: { c: 'وقّع <strong>{{email}}</strong>' },
    d_zero: '{{count}} يوم',
    d_one: 'يوم واحد',
    d_two: 'يومان',
    d_few: '{{count}} أيام',
    d_many: '{{count}} يومًا',
    d_other: '{{count}} يوم',
  };

  it('accepts a faithful mirror with Arabic plural forms', () => {
    expect(differences(english, arabic)).toEqual([]);
  });

  it('finds a missing key, an extra key, a missing plural form and a changed placeholder', () => {
    const { d_two: _two, ...withoutTwo } = arabic;
    expect(differences(english, { ...withoutTwo, a: 'مرحبًا {{user}}', b: {}, e: 'زائد' })).toEqual([
      'placeholders of a: {{user}}',
      'missing b.c',
      'missing d_two',
      'extra e',
    ]);
  });

  it('finds a lost tag', () => {
    expect(differences(english, { ...arabic, b: { c: 'وقّع {{email}}' } })).toEqual([
      'placeholders of b.c: {{email}}',
    ]);
  });
});

describe('the option lists', () => {
  it('read in English exactly as the contract labels them', () => {
    expect(resources.en.options).toMatchObject({
      gender: GENDER_LABELS,
      eyeColor: EYE_COLOR_LABELS,
      hairColor: HAIR_COLOR_LABELS,
      skinTone: SKIN_TONE_LABELS,
      careerLevel: CAREER_LEVEL_LABELS,
      educationLevel: EDUCATION_LEVEL_LABELS,
      durationUnit: DURATION_UNIT_LABELS,
      artistCategory: ARTIST_CATEGORY_LABELS,
      artistStyle: ARTIST_STYLE_LABELS,
      athleteCategory: ATHLETE_CATEGORY_LABELS,
      beautyExpertise: BEAUTY_EXPERTISE_LABELS,
      beautyBrand: BEAUTY_BRAND_LABELS,
      fashionCategory: FASHION_CATEGORY_LABELS,
      musicCategory: MUSIC_CATEGORY_LABELS,
      musicClientPreference: MUSIC_CLIENT_PREFERENCE_LABELS,
      tourismSpecialization: TOURISM_SPECIALIZATION_LABELS,
    });
  });
});
