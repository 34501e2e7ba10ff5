import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Session } from './profiles-support';
import { storeSession } from './session';

type Tree = { readonly [key: string]: string | Tree };

function texts(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

function catalogue(language: string): Set<string> {
  const folder = join(import.meta.dirname, '../src/i18n', language);
  return new Set(
    readdirSync(folder).flatMap((file) =>
      texts(JSON.parse(readFileSync(join(folder, file), 'utf8')) as Tree),
    ),
  );
}

const arabic = catalogue('ar');
/** English texts a page could show whole: no placeholders, and not the same in Arabic (e.g. "https://"). */
const english = [...catalogue('en')].filter((text) => !text.includes('{{') && !arabic.has(text));

/** Every text a person sees: visible text nodes, placeholders and the choices of selects. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text !== '' && node.parentElement?.checkVisibility() === true) found.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
      if (field.checkVisibility()) found.push(field.placeholder);
    }
    for (const option of document.querySelectorAll('select option')) found.push(option.textContent.trim());
    found.push(document.title);
    return found;
  });
}

/** The page as an Arabic reader meets it: right to left, nothing left in English, nothing spilling sideways. */
export async function expectArabicPage(page: Page, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Signed-in pages keep a live connection open, so "loaded" means no loading text ("جارٍ …") is left.
  await expect
    .poll(async () => (await visibleTexts(page)).filter((text) => arabic.has(text) && text.endsWith('…')))
    .toEqual([]);
  // Polled: a page loaded on demand sets its title and texts a moment after the route changes.
  await expect
    .poll(
      async () =>
        (await visibleTexts(page)).filter((text) =>
          english.some((phrase) => text === phrase || text === `${phrase} · Nujoom`),
        ),
      { message: `English on ${name}` },
    )
    .toEqual([]);
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - window.innerWidth;
  });
  expect(overflow, `horizontal overflow on ${name}`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A new browser that prefers Arabic, signed in as the session, open at the path. */
export async function arabicPage(browser: Browser, session: Session, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'ar-SA', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/about');
  await storeSession(page, session.token, session.user);
  await page.goto(path);
  return page;
}
