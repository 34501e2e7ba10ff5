import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { onboardedOrganization } from '../../test/onboarded';
import { getPage, writeBuilt } from '../../test/web-dist';

let t: TestApp;
let dist: string;

/**
 * A stand-in for the web's server build (apps/web/src/prerender/render-page.tsx) with the same
 * exports: it renders what it was given, so the test sees which user, route and language the API
 * passed, and whom the API it reaches through \`fetchApi\` answers as; \`?broken\` makes it throw,
 * \`?stuck\` answer only by giving up once the API's signal aborts (counted in \`globalThis.stuckRenders\`).
 * The state of the other routes names the user and whom the API answered as, unless
 * \`globalThis.stateFails\` makes it throw.
 */
const RENDER_BUNDLE = `
export const SERVER_RENDERED_ROUTES = ['/explore', '/profile', '/explore/individuals/:individualId'];
export async function renderSignedInPage(url, language, user, fetchApi, signal) {
  if (!(signal instanceof AbortSignal)) throw new Error('no signal to give up with');
  if (url.includes('broken')) throw new Error('a page that cannot render on the server');
  if (url.includes('stuck')) {
    globalThis.stuckRenders = (globalThis.stuckRenders ?? 0) + 1;
    return new Promise((resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  }
  const me = await fetchApi('/models/api/v1/users/me', { headers: { accept: 'application/json' } });
  const { data } = await me.json();
  return {
    title: 'Explore · Nujoom',
    head: '<link rel="preload" as="image" href="/media/first.webp"/>',
    body: '<main><h1>' + user.id + ' ' + user.role + '</h1><p>' + language + ' ' + url + ' $& $1</p></main>',
    state: '<script type="application/json" id="server-state">{"asked":"' + me.status + ' ' + data.id + '"}</script>',
  };
}
export async function renderSignedInState(user, fetchApi, signal) {
  if (!(signal instanceof AbortSignal)) throw new Error('no signal to give up with');
  if (globalThis.stateFails) throw new Error('the top bar data cannot be read');
  const me = await fetchApi('/models/api/v1/users/me', { headers: { accept: 'application/json' } });
  const { data } = await me.json();
  return '<script type="application/json" id="server-state">{"user":"' + user.id + '","asked":"' + me.status + ' ' + data.id + '"}</script>';
}
`;

function page(language: 'en' | 'ar', root: string): string {
  return `<!doctype html><html lang="${language}"><head><title>Nujoom</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root">${root}</div></body></html>`;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'casting-web-signed-in-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>bare index</title><div id="root"></div>');
  mkdirSync(join(dist, 'app-shell'));
  mkdirSync(join(dist, 'server'));
  for (const language of ['en', 'ar'] as const) {
    writeBuilt(join(dist, 'app-shell', `${language}.html`), page(language, '<p>the shell</p>'));
    writeFileSync(
      join(dist, 'server', `signed-in-${language}.html`),
      page(language, '<!--server-rendered-->'),
    );
  }
  writeFileSync(join(dist, 'server', 'render-page.js'), RENDER_BUNDLE);
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** How many `?stuck` renders the stand-in build has begun. */
function stuckRenders(): number {
  return (globalThis as { stuckRenders?: number }).stuckRenders ?? 0;
}

function cookie(token: string, language?: string): Record<string, string> {
  return { cookie: `nujoom_token=${token}${language === undefined ? '' : `; nujoom_language=${language}`}` };
}

describe("a signed-in route's first screen, rendered by the server", () => {
  it("is the page as the session's user sees it, in their language, for them alone", async () => {
    const account = await onboardedOrganization(t);
    const response = await getPage(t, '/explore?category=MODEL', cookie(account.token, 'ar'));

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(
      `<div id="root"><main><h1>${account.userId} ORGANIZATION</h1><p>ar /explore?category=MODEL $& $1</p></main></div>`,
    );
    expect(response.body).toContain(
      '<title>Explore · Nujoom</title><link rel="preload" as="image" href="/media/first.webp"/>',
    );
    expect(response.body).toContain(
      `<script type="application/json" id="server-state">{"asked":"200 ${account.userId}"}</script></body>`,
    );
    expect(response.body).not.toContain(account.token);
    expect(response.body).toContain('<html lang="ar"');
    expect(response.body).toContain('src="/assets/index-abc.js"');
    expect(response.headers['content-language']).toBe('ar');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('is compressed as the browser accepts', async () => {
    const account = await onboardedOrganization(t);
    const br = await getPage(t, '/profile', {
      ...cookie(account.token),
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      `<h1>${account.userId} ORGANIZATION</h1>`,
    );
    const gzip = await getPage(t, '/profile', { ...cookie(account.token), 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(`<h1>${account.userId} ORGANIZATION</h1>`);
  });

  it('renders a route named by its pattern, for any one segment where the pattern has a parameter', async () => {
    const account = await onboardedOrganization(t);
    const talent = await getPage(t, '/explore/individuals/some-talent-id', cookie(account.token));
    expect(talent.body).toContain(
      `<main><h1>${account.userId} ORGANIZATION</h1><p>en /explore/individuals/some-talent-id $& $1</p></main>`,
    );
    for (const url of ['/explore/individuals', '/explore/individuals/some-talent-id/more']) {
      const response = await getPage(t, url, cookie(account.token));
      expect(response.body, url).toContain('<div id="root"><p>the shell</p></div>');
    }
  });

  it('gives way to the shell without a finished session, or when the render fails or hangs', async () => {
    const organization = await onboardedOrganization(t);
    const unfinished = await verifiedAccount(t);
    const cases = [
      { url: '/explore', headers: {} },
      { url: '/explore', headers: cookie('not-a-session-token-at-all') },
      { url: '/explore', headers: cookie(unfinished.token) },
      { url: '/explore?broken', headers: cookie(organization.token) },
      { url: '/explore?stuck', headers: cookie(organization.token) },
    ];
    for (const { url, headers } of cases) {
      const response = await getPage(t, url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"><p>the shell</p></div>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('gives a session that has two renders running the shell, and other sessions their page', async () => {
    const busy = await onboardedOrganization(t);
    const other = await onboardedOrganization(t);
    const stuckBefore = stuckRenders();
    // An injected request starts when it is awaited: these two start, and stay in flight.
    const running = Promise.all([
      getPage(t, '/explore?stuck', cookie(busy.token)),
      getPage(t, '/profile?stuck', cookie(busy.token)),
    ]);

    await vi.waitFor(() => {
      expect(stuckRenders()).toBe(stuckBefore + 2);
    });
    const third = await getPage(t, '/explore', cookie(busy.token));
    const otherPage = await getPage(t, '/explore', cookie(other.token));
    expect(third.body).toContain('<div id="root"><p>the shell</p></div>');
    expect(otherPage.body).toContain(`<h1>${other.userId} ORGANIZATION</h1>`);

    await running;
    const afterwards = await getPage(t, '/explore', cookie(busy.token));
    expect(afterwards.body).toContain(`<h1>${busy.userId} ORGANIZATION</h1>`);
  });

  it('gives a finished session the shell with its user status off the rendered routes, for it alone', async () => {
    const organization = await onboardedOrganization(t);
    const response = await getPage(t, '/messages', {
      ...cookie(organization.token),
      'accept-encoding': 'gzip',
    });
    expect(response.statusCode).toBe(200);
    const html = gunzipSync(response.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root"><p>the shell</p></div>');
    expect(html).toContain(
      `<script type="application/json" id="server-state">{"user":"${organization.userId}","asked":"200 ${organization.userId}"}</script></body>`,
    );
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');

    const unfinished = await verifiedAccount(t);
    for (const headers of [{}, cookie(unfinished.token)]) {
      const plain = await getPage(t, '/messages', headers);
      expect(plain.body).toContain('<div id="root"><p>the shell</p></div>');
      expect(plain.body).not.toContain('server-state');
      expect(plain.headers['cache-control']).toBe('no-cache');
    }
  });

  it('gives the plain shell when the user status cannot be given with it', async () => {
    const organization = await onboardedOrganization(t);
    (globalThis as { stateFails?: boolean }).stateFails = true;
    try {
      const response = await getPage(t, '/messages', cookie(organization.token));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><p>the shell</p></div>');
      expect(response.body).not.toContain('server-state');
    } finally {
      (globalThis as { stateFails?: boolean }).stateFails = false;
    }
  });

  it('never sends the server build itself', async () => {
    for (const file of ['/server/render-page.js', '/server/signed-in-en.html']) {
      const response = await getPage(t, file);
      expect(response.body, file).not.toContain('renderSignedInPage');
      expect(response.body, file).not.toContain('<!--server-rendered-->');
    }
  });
});

describe('a server build that cannot load', () => {
  it('leaves the server up, serving the shell', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'casting-web-signed-in-broken-'));
    writeFileSync(join(broken, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(broken, 'app-shell'));
    mkdirSync(join(broken, 'server'));
    writeBuilt(join(broken, 'app-shell', 'en.html'), page('en', '<p>the shell</p>'));
    writeFileSync(join(broken, 'server', 'render-page.js'), "import 'a-package-this-deployment-lacks';\n");
    const app = await buildTestApp({ env: { WEB_DIST_DIR: broken } });
    try {
      const account = await onboardedOrganization(app);
      const response = await getPage(app, '/explore', cookie(account.token));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><p>the shell</p></div>');
    } finally {
      await app.close();
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
