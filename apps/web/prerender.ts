// Run by `npm run build` after the browser build and the server build of
// `src/prerender/render-page.tsx`: writes each public page in each language as
// `dist/prerender/<language>/<page>.html` (ADR 015) and the signed-in routes' shell as
// `dist/app-shell/<language>.html`, with brotli and gzip copies; and beside the server build, the
// page the API renders a signed-in route's first screen into, `dist/server/signed-in-<language>.html`,
// and the router's route patterns, `dist/server/app-routes.json` (the API answers 404 to others).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressFiles } from './vite-precompress';

interface PrerenderBundle {
  readonly APP_NAMESPACES: readonly string[];
  readonly APP_ROUTES: readonly string[];
  readonly PRERENDERED_PAGES: readonly string[];
  readonly SUPPORTED_LANGUAGES: readonly string[];
  readonly renderPage: (
    path: string,
    language: string,
  ) => Promise<{
    readonly title: string;
    readonly head: string;
    readonly body: string;
    readonly dir: string;
  }>;
  readonly renderAppShell: (language: string) => Promise<{ readonly body: string; readonly dir: string }>;
}

const dist = join(import.meta.dirname, 'dist');
const bundleUrl = pathToFileURL(join(dist, 'server/render-page.js')).href;
const { APP_NAMESPACES, APP_ROUTES, PRERENDERED_PAGES, SUPPORTED_LANGUAGES, renderPage, renderAppShell } =
  (await import(bundleUrl)) as PrerenderBundle;
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { readonly file: string; readonly imports?: readonly string[] }
>;

function staticClosure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  if (manifest[key] === undefined) throw new Error(`the build manifest has no ${key}`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, into);
  return into;
}

const entry = staticClosure('index.html');

/**
 * The app that hydrates a public page, for the page's one script (`src/hydrate-on-interaction.ts`,
 * ADR 017): the entry first, then what the entry imports, the page's chunk (`<name>-page.tsx`)
 * and its catalogues (namespace `<name>`, as in `app/router.tsx`).
 */
function appModules(path: string, language: string): string[] {
  const name = path.slice(1);
  const keys = new Set<string>(['index.html', ...entry]);
  for (const namespace of [...APP_NAMESPACES, name])
    staticClosure(`src/i18n/${language}/${namespace}.json`, keys);
  staticClosure(`src/features/pages/pages/${name}-page.tsx`, keys);
  return [...keys].map((key) => `/${manifest[key]?.file ?? ''}`);
}

const hydrateOnInteraction = manifest['src/hydrate-on-interaction.ts']?.file;
if (hydrateOnInteraction === undefined)
  throw new Error('the build manifest has no hydrate-on-interaction entry');

/**
 * The page paints and reads from its HTML and stylesheet alone: the shell's module scripts and
 * preloads give way to the one script that loads the app on interaction.
 */
function scriptsOnInteraction(html: string, path: string, language: string): string {
  const withoutApp = html
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const script = `<script type="module" crossorigin src="/${hydrateOnInteraction ?? ''}" data-modules="${appModules(path, language).join(' ')}"></script>`;
  return replaceOnce(withoutApp, /<\/head>/, `${script}</head>`);
}

/**
 * A signed-in page the server renders (ADR 021) paints from its HTML and stylesheet too: the app's
 * modules load once it has painted, through the same one script.
 */
function scriptsAfterPaint(html: string): string {
  const withoutApp = html
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const modules = [...entry].map((key) => `/${manifest[key]?.file ?? ''}`);
  const script = `<script type="module" crossorigin src="/${hydrateOnInteraction ?? ''}" data-load="after-paint" data-modules="${modules.join(' ')}"></script>`;
  return replaceOnce(withoutApp, /<\/head>/, `${script}</head>`);
}

function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${String(pattern)}`);
  return html.replace(pattern, () => replacement);
}

function withLanguage(html: string, language: string, dir: string): string {
  return replaceOnce(html, /<html[^>]*>/, `<html lang="${language}" dir="${dir}">`);
}

/** Where the server's render of a signed-in route goes in its template. */
const SERVER_MARKUP = '<!--server-rendered-->';

writeFileSync(join(dist, 'server', 'app-routes.json'), JSON.stringify(APP_ROUTES));

const written: string[] = [];
// Signed-in routes: the app as built, its root holding the shell it replaces when it renders.
mkdirSync(join(dist, 'app-shell'), { recursive: true });
for (const language of SUPPORTED_LANGUAGES) {
  const { body, dir } = await renderAppShell(language);
  const html = replaceOnce(
    withLanguage(shell, language, dir),
    /<div id="root"><\/div>/,
    `<div id="root">${body}</div>`,
  );
  const file = join(dist, 'app-shell', `${language}.html`);
  writeFileSync(file, html);
  written.push(file);
  // What the API fills with a signed-in route's first screen at request time (ADR 021): inert,
  // since a press or a typed word would be lost when the app renders over it.
  writeFileSync(
    join(dist, 'server', `signed-in-${language}.html`),
    replaceOnce(
      scriptsAfterPaint(withLanguage(shell, language, dir)),
      /<div id="root"><\/div>/,
      `<div id="root" inert data-server-rendered="${language}">${SERVER_MARKUP}</div>`,
    ),
  );
}
for (const language of SUPPORTED_LANGUAGES) {
  mkdirSync(join(dist, 'prerender', language), { recursive: true });
  for (const path of PRERENDERED_PAGES) {
    const page = await renderPage(path, language);
    let html = withLanguage(shell, language, page.dir);
    html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${page.title}</title>${page.head}`);
    html = scriptsOnInteraction(html, path, language);
    html = replaceOnce(
      html,
      /<div id="root"><\/div>/,
      `<div id="root" data-prerendered="${language}">${page.body}</div>`,
    );
    const file = join(dist, 'prerender', language, `${path.slice(1)}.html`);
    writeFileSync(file, html);
    written.push(file);
  }
}
await compressFiles(written);
process.stdout.write(
  `prerendered ${String(written.length - SUPPORTED_LANGUAGES.length)} pages into dist/prerender and the app shell into dist/app-shell\n`,
);
