import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_COOKIES } from '@casting/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../web/src/config/paths';
import { PRERENDERED_PAGES } from '../../../web/src/prerender/prerendered-pages';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { onboardedOrganization } from '../../test/onboarded';
import { documentedRoutes, type DocumentedRoute } from '../../test/openapi-routes';
import { getPage, writeBuilt } from '../../test/web-dist';

let t: TestApp;
let dist: string;
let organization: Awaited<ReturnType<typeof onboardedOrganization>>;

/** Every page of the web app's route table, as the build lists them for the server. */
const APP_ROUTES = Object.values(paths).filter((path) => typeof path === 'string');
/** The signed-in routes the web's server build renders (apps/web/src/prerender/render-page.tsx). */
const SERVER_RENDERED = [paths.explore, paths.profile];

/** A stand-in for the web's server build, with its exports: it names whom it rendered for. */
const RENDER_BUNDLE = `
export const SERVER_RENDERED_ROUTES = ${JSON.stringify(SERVER_RENDERED)};
export async function renderSignedInPage(url, language, user) {
  return { title: 'Nujoom', head: '', body: '<h1>rendered for ' + user.id + '</h1>', state: '' };
}
`;

function html(language: string, root: string): string {
  return `<!doctype html><html lang="${language}"><head><title>Nujoom</title></head><body><div id="root">${root}</div></body></html>`;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'casting-web-cookies-'));
  writeFileSync(join(dist, 'index.html'), html('en', ''));
  mkdirSync(join(dist, 'app-shell'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'app-routes.json'), JSON.stringify(APP_ROUTES));
  writeFileSync(join(dist, 'server', 'render-page.js'), RENDER_BUNDLE);
  for (const language of ['en', 'ar']) {
    writeBuilt(join(dist, 'app-shell', `${language}.html`), html(language, '<p>the shell</p>'));
    writeFileSync(
      join(dist, 'server', `signed-in-${language}.html`),
      html(language, '<!--server-rendered-->'),
    );
    mkdirSync(join(dist, 'prerender', language), { recursive: true });
    for (const page of PRERENDERED_PAGES) {
      writeBuilt(
        join(dist, 'prerender', language, `${page.slice(1)}.html`),
        html(language, `<h1>${page}</h1>`),
      );
    }
  }
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  organization = await onboardedOrganization(t);
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const TOKEN = WEB_COOKIES.token;
const LANGUAGE = WEB_COOKIES.language;

/** Cookies no browser of ours writes: undecodable, or a token no session can have. */
const MALFORMED: readonly { readonly cookie: string; readonly unreadable: readonly string[] }[] = [
  { cookie: `${LANGUAGE}=%`, unreadable: [LANGUAGE] },
  { cookie: `${TOKEN}=%E0%A4%A`, unreadable: [TOKEN] },
  { cookie: `${TOKEN}=%E0%A4%A; ${LANGUAGE}=%`, unreadable: [TOKEN, LANGUAGE] },
  { cookie: `${TOKEN}=%0D%0Aset-cookie%3A%20x%00`, unreadable: [TOKEN] },
  { cookie: `${TOKEN}=${'a'.repeat(5000)}`, unreadable: [TOKEN] },
  { cookie: `${LANGUAGE}=%ZZ; other=%; ${TOKEN}=%%`, unreadable: [LANGUAGE, TOKEN] },
];

/** The route with a plausible id in each parameter. */
function urlOf(route: string): string {
  return route.replace(/:\w+/g, () => randomUUID());
}

/** The cookies a response sets, but the simulator's test-mode mark (test-mode-cookie.ts). */
function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  const all = header === undefined ? [] : ([] as string[]).concat(header as string | string[]);
  return all.filter((cookie) => !cookie.startsWith(`${WEB_COOKIES.paymentsTestMode}=`));
}

function expectCleared(
  response: { headers: Record<string, unknown> },
  names: readonly string[],
  what: string,
) {
  expect(setCookies(response).sort(), what).toEqual(
    names.map((name) => `${name}=; Max-Age=0; Path=/`).sort(),
  );
}

describe('a cookie that cannot be read', () => {
  it('is ignored and cleared on every page of the web app', async () => {
    expect(APP_ROUTES.length).toBeGreaterThan(20);
    for (const route of ['/', ...APP_ROUTES]) {
      for (const { cookie, unreadable } of MALFORMED) {
        const what = `${route} with ${cookie.slice(0, 60)}`;
        const response = await getPage(t, urlOf(route), { cookie });
        expect(response.statusCode, what).toBe(200);
        expect(response.headers['content-type'], what).toBe('text/html; charset=utf-8');
        expect(response.body, what).toMatch(/<p>the shell<\/p>|<h1>\/[a-z]+<\/h1>/);
        expectCleared(response, unreadable, what);
      }
    }
  });

  it('is ignored and cleared on an address the app does not know, which stays a 404', async () => {
    for (const { cookie, unreadable } of MALFORMED) {
      const response = await getPage(t, '/no/such/page', { cookie });
      expect(response.statusCode, cookie).toBe(404);
      expect(response.body, cookie).toContain('<p>the shell</p>');
      expectCleared(response, unreadable, cookie);
    }
  });

  it('leaves the readable cookies beside it in use: the language chosen, the session signed in', async () => {
    const arabic = await getPage(t, '/landing', { cookie: `${TOKEN}=%E0%A4%A; ${LANGUAGE}=ar` });
    expect(arabic.body).toContain('<html lang="ar">');
    expectCleared(arabic, [TOKEN], 'landing');

    const signedIn = await getPage(t, paths.explore, {
      cookie: `${LANGUAGE}=%; ${TOKEN}=${organization.token}`,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(`<h1>rendered for ${organization.userId}</h1>`);
    expectCleared(signedIn, [LANGUAGE], 'explore');
  });

  it('is not cleared when it reads well', async () => {
    const response = await getPage(t, paths.profile, {
      cookie: `${LANGUAGE}=fr; ${TOKEN}=${'b'.repeat(43)}; other=%`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p>the shell</p>');
    expect(setCookies(response)).toEqual([]);
  });
});

describe('every API route, given malformed cookies and tokens', () => {
  const AUTHORIZATIONS = [
    undefined,
    'Bearer %E0%A4%A',
    'Bearer',
    'Bearer  ',
    `Bearer ${'c'.repeat(10_000)}`,
    `Bearer ${'d'.repeat(43)}`,
    'Basic Zm9vOmJhcg==',
    'bearer %',
  ];

  function call(route: DocumentedRoute, authorization: string | undefined) {
    return t.app.inject({
      method: route.method,
      url: route.url,
      headers: {
        cookie: `${TOKEN}=%E0%A4%A; ${LANGUAGE}=%`,
        ...(authorization === undefined ? {} : { authorization }),
      },
    });
  }

  it('answers 401 where a session is needed, and never a server error elsewhere', async () => {
    const routes = await documentedRoutes(t);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      for (const authorization of AUTHORIZATIONS) {
        const response = await call(route, authorization);
        const what = `${route.method} ${route.path} with ${String(authorization).slice(0, 30)}`;
        if (route.needsSession) {
          expect(response.statusCode, what).toBe(401);
          expect(response.json(), what).toMatchObject({ code: 'UNAUTHENTICATED' });
        } else if (route.needsOperator) {
          expect(response.statusCode, what).toBe(404);
        } else expect(response.statusCode, what).toBeLessThan(500);
        if (route.path.startsWith(API)) expect(response.headers['set-cookie'], what).toBeUndefined();
      }
    }
  });
});
