import { expect, test } from '@playwright/test';
import { phone, text } from './phone-support';

// Whole journeys on an emulated phone: several pages each, given room on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('installable on a phone', () => {
  // The other specs run without service workers (playwright.config.ts); these are about one.
  test.use({ ...phone(), serviceWorkers: 'allow' });

  test('the manifest names the app in both languages and its icons are real PNGs', async ({
    page,
    request,
  }) => {
    await page.goto('/landing');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#16131c' });
    expect(manifest.name).toContain('Nujoom');
    expect(manifest.name).toContain('نجوم');
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [192, 'maskable'],
      [512, 'maskable'],
    ] as const) {
      const icon = icons.find((entry) => entry.sizes === `${size}x${size}` && entry.purpose === purpose);
      expect(icon, `${purpose} ${size}`).toBeDefined();
      const file = await request.get(icon?.src ?? '');
      expect(file.headers()['content-type']).toBe('image/png');
      expect(pngSize(await file.body())).toEqual({ width: size, height: size });
    }
  });

  test('the service worker caches the app, and a page seen before opens offline and says so', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0] ?? '');
      return { names, urls: (await cache.keys()).map((request) => new URL(request.url).pathname) };
    });
    expect(cached.names).toHaveLength(1);
    expect(cached.names[0]).toMatch(/^nujoom-[0-9a-f]{16}$/);
    expect(cached.urls).toEqual(expect.arrayContaining(['/app-shell/en.html', '/app-shell/ar.html']));
    expect(cached.urls.some((path) => path.startsWith('/assets/'))).toBe(true);
    // Nothing that depends on who asks is ever stored.
    expect(
      cached.urls.filter((path) => path.startsWith('/models/api/') || path.startsWith('/media/')),
    ).toEqual([]);

    // Loaded once through the worker, the page's own files are in its cache.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await context.setOffline(true);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('status').getByText(text('en', 'common', 'offline.banner'))).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(text('en', 'common', 'offline.banner'))).toHaveCount(0);
  });
});

test.describe('offline, in Arabic', () => {
  test.use(phone(412, 915, 'ar'));

  test('the banner says the page needs the network', async ({ page, context }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: text('ar', 'auth', 'login.title') }),
    ).toBeVisible({ timeout: 30_000 });
    // The banner comes with what the app adds once the page has loaded (ADR 023): offline before
    // its code has arrived, with no service worker here to serve it, there is no banner to show.
    await expect(page.locator('div[role="status"][aria-live="polite"]')).toBeAttached();
    await context.setOffline(true);
    await expect(page.getByRole('status').getByText(text('ar', 'common', 'offline.banner'))).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(text('ar', 'common', 'offline.banner'))).toHaveCount(0);
  });
});
