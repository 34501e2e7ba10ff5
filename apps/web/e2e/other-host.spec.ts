import { expect, test, type Page } from '@playwright/test';
import { DEMO_INDIVIDUAL, DEMO_ORGANIZATION, signInAs } from './session';

// The server is configured with PUBLIC_URL http://127.0.0.1:<port> (playwright.config.ts); this
// file opens the same server as http://localhost:<port>, another origin for the browser.
const OTHER_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`;
test.use({ baseURL: OTHER_ORIGIN });

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

/**
 * Scrolls the page through so lazy images load, then expects at least `minimum` uploaded images
 * (served from /media/), every one of them decoded, and no Content-Security-Policy refusal.
 */
async function expectMediaLoaded(page: Page, minimum: number): Promise<void> {
  const media = page.locator('img[src*="/media/"]');
  await expect.poll(() => media.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(minimum);
  await page.evaluate(async () => {
    for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await expect
    .poll(
      () =>
        media.evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).complete).length),
      {
        timeout: 15_000,
      },
    )
    .toBe(0);
  const broken = await media.evaluateAll((images) =>
    images
      .filter((image) => (image as HTMLImageElement).naturalWidth === 0)
      .map((image) => (image as HTMLImageElement).src),
  );
  expect(broken).toEqual([]);
  const sources = await media.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  for (const source of sources) expect(new URL(source).origin).toBe(OTHER_ORIGIN);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
}

test('an organization opening the app by another host name sees its logo, talent pictures and portfolios', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: /logo/i })).toBeVisible();
  await expectMediaLoaded(page, 1);

  await page.goto('/explore');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectMediaLoaded(page, 3);

  await page.getByRole('article').first().getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/explore\/individuals\//);
  await expectMediaLoaded(page, 3);

  await page.goto('/messages');
  await page.getByRole('complementary').getByRole('button').first().click();
  await expect(page.getByRole('log')).toBeVisible();
  await expectMediaLoaded(page, 1);
});

test('talent opening the app by another host name sees its own pictures and the organizations on job cards', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_INDIVIDUAL);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectMediaLoaded(page, 4);

  await page.goto('/explore');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectMediaLoaded(page, 1);
});
