import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getPage, writeBuilt } from '../../test/web-dist';

let t: TestApp;
let dist: string;

/** What the web build writes (apps/web/prerender.ts): index.html with the shell in #root. */
function appShell(language: 'en' | 'ar', brand: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><title>Nujoom</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"><header>${brand}</header>${'<p>loading</p>'.repeat(100)}</div></body></html>`;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'casting-web-app-shell-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bare index</title><div id="root"></div>');
  mkdirSync(join(dist, 'app-shell'));
  for (const [language, brand] of [
    ['en', 'Nujoom'],
    ['ar', 'نجوم'],
  ] as const) {
    const file = join(dist, 'app-shell', `${language}.html`);
    const html = appShell(language, brand);
    writeBuilt(file, html);
  }
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the signed-in routes' shell", () => {
  it('paints the top bar from the HTML, in the language the app will open in', async () => {
    const cases: { headers: Record<string, string>; language: string; brand: string }[] = [
      { headers: {}, language: 'en', brand: '<header>Nujoom</header>' },
      { headers: { 'accept-language': 'ar-SA,ar;q=0.9' }, language: 'ar', brand: '<header>نجوم</header>' },
      {
        headers: { 'accept-language': 'ar-SA', cookie: 'nujoom_token=abc; nujoom_language=en' },
        language: 'en',
        brand: '<header>Nujoom</header>',
      },
    ];
    for (const url of ['/', '/explore', '/messages', '/jobs/abc/applicants'])
      for (const { headers, language, brand } of cases) {
        const response = await getPage(t, url, headers);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(`<html lang="${language}"`);
        expect(response.body, url).toContain(brand);
        expect(response.headers['content-language'], url).toBe(language);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers.vary, url).toMatch(/accept-language/i);
        expect(response.headers.vary, url).toMatch(/cookie/i);
      }
  });

  it('sends the brotli copy the browser accepts', async () => {
    const response = await getPage(t, '/explore', { 'accept-encoding': 'gzip, br', 'accept-language': 'ar' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<header>نجوم</header>');
  });

  it('leaves the API and media answers alone', async () => {
    const response = await getPage(t, '/models/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
