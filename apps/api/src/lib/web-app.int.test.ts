import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getPage, writeBuilt } from '../../test/web-dist';

let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('a hashed asset '.repeat(200))});`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'casting-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeBuilt(join(dist, 'assets', 'app-def456.js'), script);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The router's route patterns, as the web build lists them (apps/web/prerender.ts).
  mkdirSync(join(dist, 'server'));
  writeFileSync(
    join(dist, 'server', 'app-routes.json'),
    JSON.stringify(['/', '/landing', '/explore', '/explore/jobs/:jobId', '/jobs/:jobId/applicants']),
  );
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('sends the precompressed copy the client accepts: brotli, then gzip, else the file itself', async () => {
    const get = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (bytes: Buffer) => bytes },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await get(accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toContain('accept-encoding');
      expect(response.headers['content-type'], accept).toContain('javascript');
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString('utf8'), accept).toBe(script);
    }
  });

  it('answers /robots.txt and /sitemap.xml with the public pages, not the app shell', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /models/api/');
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const pages = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/]+(\/[a-z]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(pages).toEqual(['/landing', '/about', '/services', '/privacy', '/contact']);
  });

  it('revalidates files that are not hashed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with the app shell (SPA fallback), revalidated', async () => {
    for (const url of [
      '/',
      '/landing',
      '/explore?category=MODEL',
      '/explore/jobs/0b6f3c1e-4a52-4d8e-9c1f-2f9d3a7b8c10',
      '/jobs/0b6f3c1e-4a52-4d8e-9c1f-2f9d3a7b8c10/applicants',
    ]) {
      const response = await getPage(t, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('app shell');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('answers an address no route knows with 404 and the same app, which shows its page not found', async () => {
    for (const url of ['/this/route/does-not-exist', '/explore/jobs', '/explore/jobs/123/more?x=1']) {
      const response = await getPage(t, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('app shell');
      const head = await t.app.inject({ method: 'HEAD', url, headers: { accept: 'text/html' } });
      expect(head.statusCode, url).toBe(404);
    }
  });

  it('keeps unknown API and media paths as JSON 404s', async () => {
    for (const url of ['/models/api/v1/nope', '/media/missing.jpg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('does not serve files outside the build folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../package.json' });
    expect(response.body).not.toContain('"name"');
  });
});
