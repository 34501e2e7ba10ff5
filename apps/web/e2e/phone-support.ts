import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { devices, expect, type Locator, type Page } from '@playwright/test';

export type Language = 'en' | 'ar';
export const LANGUAGES: readonly Language[] = ['en', 'ar'];

const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];

/** A phone as Playwright emulates it: Android's Chrome user agent, touch, a mobile viewport. */
export function phone(width = 412, height = 915, language: Language = 'en') {
  return {
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    viewport: { width, height },
    screen: { width, height },
    locale: language === 'ar' ? 'ar-SA' : 'en-US',
  };
}

type Tree = { readonly [key: string]: string | Tree };

/** A text of the web app's catalogue (`src/i18n/<language>/<namespace>.json`), by its dotted key. */
export function text(
  language: Language,
  namespace: string,
  key: string,
  values: Record<string, string> = {},
) {
  const tree = JSON.parse(
    readFileSync(join(import.meta.dirname, '../src/i18n', language, `${namespace}.json`), 'utf8'),
  ) as Tree;
  let found: string | Tree | undefined = tree;
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`no text ${language}/${namespace}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The phone's screen. (A phone widens `window.innerWidth` to fit a page wider than the screen.) */
function screenOf(page: Page): { readonly width: number; readonly height: number } {
  const size = page.viewportSize();
  if (size === null) throw new Error('the page has no viewport');
  return size;
}

/** Nothing on the page is wider than the screen: a phone never scrolls it sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is wider than the screen`).toBeLessThanOrEqual(screenOf(page).width);
}

/** The element lies wholly inside the visible screen, without scrolling. */
export async function expectOnScreen(element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const viewport = screenOf(element.page());
  expect(box, what).not.toBeNull();
  if (box === null) return;
  expect(box.x, `${what}: start`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: end`).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height);
}
