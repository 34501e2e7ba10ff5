import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './page-errors';
import { phone } from './phone-support';
import { DEMO_INDIVIDUAL, DEMO_ORGANIZATION, signInAs } from './session';

/**
 * Issue 31: every signed-in route loads at most 170 KB of JavaScript (gzip) on a phone, counting
 * what it fetches after hydrating (a list asked for again, a form's rules), as `npm run bench:web`
 * counts it; `bundle-budget.test.ts` holds the static part. And nothing on the first screen moves
 * once painted: the data pages come rendered by the server with their data (ADR 031).
 */
const JS_MAX = 170 * 1024;
/** Lighthouse calls a page good below 0.1; these have no reason to shift at all. */
const SHIFT_MAX = 0.01;

const dist = join(import.meta.dirname, '../dist');
const gzipped = new Map<string, number>();
function gzipBytes(pathname: string): number {
  const known = gzipped.get(pathname);
  if (known !== undefined) return known;
  const bytes = gzipSync(readFileSync(join(dist, pathname)), { level: 9 }).length;
  gzipped.set(pathname, bytes);
  return bytes;
}

/** The same-origin scripts a page fetches, by path, as it fetches them. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === new URL(page.url()).origin)
      scripts.push(url.pathname);
  });
  return scripts;
}

/** Waits until the page's bell and account check have loaded and no script has started for a second. */
async function settled(page: Page, scripts: readonly string[]): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect
    .poll(() => scripts.some((script) => /\/user-status-refresh-[\w-]+\.js$/.test(script)))
    .toBe(true);
  let seen = -1;
  await expect
    .poll(
      async () => {
        const now = scripts.length;
        const quiet = now === seen;
        seen = now;
        if (!quiet) await page.waitForTimeout(1000);
        return quiet;
      },
      { timeout: 20_000, intervals: [0] },
    )
    .toBe(true);
}

/** Layout shifts not caused by input, summed, from the page's start (read once it has settled). */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shiftsOf(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
}

test.use(phone());

const ROUTES = [
  { path: '/jobs', account: DEMO_ORGANIZATION, heading: 'My Jobs' },
  { path: '/messages', account: DEMO_ORGANIZATION, heading: 'Messages' },
  { path: '/saved', account: DEMO_ORGANIZATION, heading: 'Saved talent' },
  { path: '/explore/post-job', account: DEMO_ORGANIZATION, heading: 'Post a job' },
  { path: '/payments', account: DEMO_ORGANIZATION, heading: 'Payments' },
  { path: '/change-password', account: DEMO_ORGANIZATION, heading: undefined },
  { path: '/applications', account: DEMO_INDIVIDUAL, heading: 'My Applications' },
  { path: '/payments', account: DEMO_INDIVIDUAL, heading: 'Payments' },
] as const;

for (const { path, account, heading } of ROUTES)
  test(`${path} as ${account.role.toLowerCase()} loads at most 170 KB of JavaScript on a phone, and nothing on it shifts`, async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await signInAs(page, request, account);
    await observeShifts(page);
    const scripts = scriptsOf(page);
    await page.goto(path);
    if (heading !== undefined)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settled(page, scripts);
    const bytes = [...new Set(scripts)].reduce((sum, script) => sum + gzipBytes(script), 0);
    expect.soft(bytes, [...new Set(scripts)].join('\n')).toBeLessThanOrEqual(JS_MAX);
    expect.soft(await shiftsOf(page), 'layout shift').toBeLessThanOrEqual(SHIFT_MAX);
    expect(errors).toEqual([]);
  });
