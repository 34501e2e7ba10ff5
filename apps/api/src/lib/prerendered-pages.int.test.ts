import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getPage, writeBuilt } from '../../test/web-dist';

let t: TestApp;
let dist: string;

/** What the web build writes (apps/web/prerender.ts): the shell with the page rendered in #root. */
function prerendered(language: 'en' | 'ar', heading: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><title>${heading}</title></head><body><div id="root" data-prerendered="${language}"><h1>${heading}</h1>${'<p>more</p>'.repeat(200)}</div></body></html>`;
}

const PAGES = {
  en: { landing: 'Tell your story', about: 'About us' },
  ar: { landing: 'اروِ قصتك', about: 'من نحن' },
} as const;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'casting-web-prerender-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
  for (const [language, pages] of Object.entries(PAGES) as ['en' | 'ar', Record<string, string>][]) {
    mkdirSync(join(dist, 'prerender', language), { recursive: true });
    for (const [page, heading] of Object.entries(pages)) {
      const file = join(dist, 'prerender', language, `${page}.html`);
      const html = prerendered(language, heading);
      writeBuilt(file, html);
    }
  }
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the prerendered public pages', () => {
  it('answers a first visit in the language the browser prefers, as the app would open', async () => {
    const english = await getPage(t, '/landing', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<h1>Tell your story</h1>');
    expect(english.headers['content-language']).toBe('en');

    const arabic = await getPage(t, '/about', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<h1>من نحن</h1>');
    expect(arabic.headers['content-language']).toBe('ar');
  });

  it('answers in English when the browser names no language the app speaks', async () => {
    const visits: Record<string, string>[] = [{}, { 'accept-language': 'fr-FR,de;q=0.5' }];
    for (const headers of visits) {
      const response = await getPage(t, '/landing', headers);
      expect(response.body).toContain('<html lang="en" dir="ltr">');
    }
  });

  it('follows the language chosen in the app (its cookie) over the browser preference', async () => {
    const response = await getPage(t, '/landing', {
      'accept-language': 'en-US,en;q=0.9',
      cookie: 'other=1; nujoom_language=ar',
    });
    expect(response.body).toContain('<h1>اروِ قصتك</h1>');
  });

  it('is revalidated on every visit and varies by language and cookie', async () => {
    const response = await getPage(t, '/landing');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toMatch(/accept-language/i);
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the brotli copy the browser accepts', async () => {
    const response = await getPage(t, '/landing', { 'accept-encoding': 'gzip, br', 'accept-language': 'ar' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<h1>اروِ قصتك</h1>');
  });

  it('gives a visitor with a session the app shell, which renders their own header', async () => {
    const response = await getPage(t, '/landing', { cookie: 'nujoom_token=a-session-token_0123456789' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('app shell');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the app shell for every route that was not prerendered', async () => {
    for (const url of ['/', '/explore', '/login', '/privacy']) {
      const response = await getPage(t, url, { 'accept-language': 'ar' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('app shell');
    }
  });
});
