import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { API_BASE_PATH, UserStatusSchema, type Language, type UserStatus } from '@casting/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appRouteTest } from './app-routes';
import { PerKeyLimit } from './per-key-limit';
import { sessionToken } from './prerendered-pages';

/** Where the web build writes its server render and the page it fills (apps/web/prerender.ts). */
export const SERVER_DIR = 'server';
/** Where it writes the app's shell, one page per language. */
export const APP_SHELL_DIR = 'app-shell';
const MARKUP_SLOT = '<!--server-rendered-->';
/** A status or a render that takes longer leaves the visitor the shell rather than a slow first byte. */
const STATUS_TIMEOUT_MS = 1500;
const RENDER_TIMEOUT_MS = 1500;
/**
 * A person opens a page or two at once; a session asking for more is given the shell, so that
 * one account's burst of renders cannot slow everybody's pages (issue 32).
 */
const RENDERS_PER_SESSION = 2;

/** What the web's server build (`src/prerender/render-page.tsx`) exports for request time. */
interface ServerRender {
  /** Route patterns, as the app's router has them ('/explore/individuals/:individualId'). */
  readonly SERVER_RENDERED_ROUTES: readonly string[];
  readonly renderSignedInPage: (
    url: string,
    language: Language,
    user: UserStatus,
    fetchApi: typeof fetch,
    signal: AbortSignal,
  ) => Promise<{
    readonly title: string;
    readonly head: string;
    readonly body: string;
    /** The script element holding what the markup rendered from, for the app to hydrate it. */
    readonly state: string;
  }>;
  /** The script element of the user status and the top bar's data, for a page the app renders. */
  readonly renderSignedInState: (
    user: UserStatus,
    fetchApi: typeof fetch,
    signal: AbortSignal,
  ) => Promise<string>;
}

/** Sends the page and answers true, or answers false for the caller to send the shell. */
export type SignedInPageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
) => Promise<boolean>;

/**
 * A signed-in route's first screen, rendered at request time for the session's user (ADR 021):
 * the page's own heading, text and pictures paint from the HTML, before any JavaScript. Only the
 * routes the web build names, only for a finished account. The other routes of a finished
 * account get the shell with the user status and the top bar's data (ADR 025). Anything else (no build, an expired session, a slow database, a session already
 * rendering two pages) leaves the caller to send the shell.
 */
export async function loadSignedInPages(
  app: FastifyInstance,
  distDir: string,
  languages: readonly Language[],
): Promise<SignedInPageSender | null> {
  const bundle = join(distDir, SERVER_DIR, 'render-page.js');
  if (!existsSync(bundle)) return null;
  let render: ServerRender;
  try {
    render = (await import(pathToFileURL(bundle).href)) as ServerRender;
  } catch (error) {
    // A deployment without the web's node_modules, say: the app still works from its shell.
    app.log.error({ err: error, bundle }, 'the web server build cannot load: signed-in pages get the shell');
    return null;
  }
  const isRendered = appRouteTest(render.SERVER_RENDERED_ROUTES);
  const templates = new Map(
    languages.map((language) => [
      language,
      readFileSync(join(distDir, SERVER_DIR, `signed-in-${language}.html`), 'utf8'),
    ]),
  );

  const shells = new Map(
    languages.map((language) => [
      language,
      readFileSync(join(distDir, APP_SHELL_DIR, `${language}.html`), 'utf8'),
    ]),
  );
  const rendering = new PerKeyLimit(RENDERS_PER_SESSION);

  return async (request, reply, language) => {
    const token = sessionToken(request);
    if (token === null) return false;
    const end = rendering.tryStart(token);
    if (end === null) return false;
    try {
      const user = await userStatus(app, token);
      if (user?.onboardingCompleted !== true) return false;
      const template = templates.get(language);
      if (template !== undefined && isRendered(request.url.split('?')[0] ?? ''))
        return await renderFor(request, reply, language, template, token, user);
      return await sendShellWithState(request, reply, language, token, user);
    } finally {
      end();
    }
  };

  async function sendShellWithState(
    request: FastifyRequest,
    reply: FastifyReply,
    language: Language,
    token: string,
    user: UserStatus,
  ): Promise<boolean> {
    const shell = shells.get(language);
    if (shell === undefined) return false;
    let state: string | null;
    try {
      state = await withinTime(
        render.renderSignedInState(user, injectedFetch(app, token), AbortSignal.timeout(RENDER_TIMEOUT_MS)),
        RENDER_TIMEOUT_MS,
      );
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'the state of a signed-in page failed');
      return false;
    }
    if (state === null) return false;
    sendPersonal(
      request,
      reply,
      language,
      shell.replace('</body>', () => `${state}</body>`),
    );
    return true;
  }

  async function renderFor(
    request: FastifyRequest,
    reply: FastifyReply,
    language: Language,
    template: string,
    token: string,
    user: UserStatus,
  ): Promise<boolean> {
    let html: string;
    try {
      const page = await withinTime(
        render.renderSignedInPage(
          request.url,
          language,
          user,
          injectedFetch(app, token),
          // Past the time the visitor is given the shell, the render is not wanted any more.
          AbortSignal.timeout(RENDER_TIMEOUT_MS),
        ),
        RENDER_TIMEOUT_MS,
      );
      if (page === null) {
        request.log.warn({ url: request.url }, 'the server render of a signed-in page took too long');
        return false;
      }
      html = template
        .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>${page.head}`)
        .replace(MARKUP_SLOT, () => page.body)
        .replace('</body>', () => `${page.state}</body>`);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'the server render of a signed-in page failed');
      return false;
    }
    sendPersonal(request, reply, language, html);
    return true;
  }
}

/** One person's page: never stored by a shared cache, revalidated by the browser. */
function sendPersonal(request: FastifyRequest, reply: FastifyReply, language: Language, html: string): void {
  void reply
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
    .header('content-language', language)
    .type('text/html; charset=utf-8');
  sendEncoded(request, reply, html);
}

/** The session's user status, as the app stores it (`GET /users/me`), or null. */
async function userStatus(app: FastifyInstance, token: string): Promise<UserStatus | null> {
  const response = await withinTime(
    app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/users/me`,
      headers: { authorization: `Bearer ${token}` },
    }),
    STATUS_TIMEOUT_MS,
  );
  if (response?.statusCode !== 200) return null;
  const parsed = UserStatusSchema.safeParse(response.json<{ data?: unknown }>().data);
  return parsed.success ? parsed.data : null;
}

/**
 * The API answering the render's requests in-process, as the session's user: the render signs
 * nothing itself, so no token reaches the markup.
 */
function injectedFetch(app: FastifyInstance, token: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(headers),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, {
      status: response.statusCode,
      headers: answerHeaders,
    });
  };
}

/** What `work` settles to, or null once `ms` have passed. */
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, ms, null);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Brotli or gzip as the client accepts (fast settings: the page is made for one request). */
function sendEncoded(request: FastifyRequest, reply: FastifyReply, html: string): void {
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    void reply.header('content-encoding', 'br').send(body);
  } else if (/\bgzip\b/.test(accepted)) void reply.header('content-encoding', 'gzip').send(gzipSync(html));
  else void reply.send(html);
}
