import { expect, type Locator, type Page } from '@playwright/test';

type Scope = Page | Locator;

/** The names the date field gives its day, month and year boxes in each language. */
export const DATE_PART_NAMES = {
  en: { day: 'Day', month: 'Month', year: 'Year' },
  ar: { day: 'اليوم', month: 'الشهر', year: 'السنة' },
} as const;

type Language = keyof typeof DATE_PART_NAMES;

export function dateField(scope: Scope, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true });
}

function datePart(field: Locator, part: 'day' | 'month' | 'year', language: Language): Locator {
  return field.getByRole('textbox', { name: DATE_PART_NAMES[language][part], exact: true });
}

function split(iso: string): { day: string; month: string; year: string } {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { day, month, year };
}

/** Types a YYYY-MM-DD date into the labelled date field, part by part, as a person would. */
export async function fillDate(scope: Scope, label: string, iso: string, language: Language = 'en') {
  const field = dateField(scope, label);
  const parts = split(iso);
  for (const part of ['day', 'month', 'year'] as const) {
    await datePart(field, part, language).fill(parts[part]);
  }
}

export async function expectDate(scope: Scope, label: string, iso: string, language: Language = 'en') {
  const field = dateField(scope, label);
  const parts = split(iso);
  for (const part of ['day', 'month', 'year'] as const) {
    await expect(datePart(field, part, language)).toHaveValue(parts[part]);
  }
}

export async function expectDateDisabled(scope: Scope, label: string) {
  const boxes = dateField(scope, label).getByRole('textbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
}
