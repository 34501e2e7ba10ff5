/* global document, window -- the session is stored by code run in the page. */
// npm run bench:web: builds, starts the built server with the demo seed on a temporary DATA_DIR
// and prints, per route, the JavaScript and CSS a cold load fetches (gzip and brotli sizes of
// those files), the requests and bytes transferred, and Lighthouse's mobile scores and metrics
// (simulated throttling, median of BENCH_WEB_RUNS runs), beside the machine's load average.
// BENCH_WEB_AGAINST=<another checkout, built> measures that checkout's server too, on the next
// port, alternating the two run by run: on a noisy machine only such a comparison tells a change
// from the noise.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.BENCH_WEB_PORT ?? 4310);
/**
 * A checkout measured: its built server and web app. The server listens on 127.0.0.1; the browser
 * reaches each side by its own host name (a cookie is the host's, whatever the port: each side's
 * session must stay its own), and Lighthouse counts only `127.0.0.1` and `localhost` as secure.
 */
function side(name, checkout, host, sidePort) {
  return {
    name,
    root: checkout,
    dist: join(checkout, 'apps/web/dist'),
    address: `http://127.0.0.1:${sidePort}`,
    origin: `http://${host}:${sidePort}`,
  };
}
const against = process.env.BENCH_WEB_AGAINST;
const sides = [
  side('this checkout', root, '127.0.0.1', port),
  ...(against === undefined
    ? []
    : [side(basename(resolve(against)), resolve(against), 'localhost', port + 1)]),
];
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_ONLY=/landing measures only the routes whose path contains the text. */
const only = process.env.BENCH_WEB_ONLY ?? '';
/** BENCH_WEB_REPORTS=<folder> keeps each run's Lighthouse report (JSON) there, to see why. */
const reportsDir = process.env.BENCH_WEB_REPORTS;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'Demo@2026';
const ORGANIZATION = { email: 'studio@demo.nujoom.sa', password: DEMO_PASSWORD, role: 'ORGANIZATION' };
const TALENT = { email: 'lina@demo.nujoom.sa', password: DEMO_PASSWORD, role: 'INDIVIDUAL' };

const routes = [
  { path: '/landing' },
  { path: '/about' },
  { path: '/services' },
  // Open on phones since issue #31 (docs/spec-deviations.md, row 27).
  { path: '/login' },
  { path: '/signup' },
  { path: '/explore', account: ORGANIZATION },
  { path: '/profile', account: ORGANIZATION },
  // Every signed-in route within 170 KB of JavaScript (ADR 025): the server renders the first
  // screen of the data pages; the forms and /payments come as the shell with the user status.
  { path: '/jobs', account: ORGANIZATION },
  { path: '/messages', account: ORGANIZATION },
  { path: '/saved', account: ORGANIZATION },
  { path: '/explore/post-job', account: ORGANIZATION },
  { path: '/change-password', account: ORGANIZATION },
  { path: '/payments', account: ORGANIZATION },
  { path: '/applications', account: TALENT },
];

/** Lighthouse leaves a score or metric out (null) when a run could not measure it. */
function fixed(value, digits) {
  return value === null || value === undefined ? 'n/a' : value.toFixed(digits);
}

function formatLoad() {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

function build() {
  if (process.env.BENCH_WEB_SKIP_BUILD === 'true') return;
  const { status } = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) throw new Error('the build failed');
}

async function startServer({ root: checkout, address, origin }, dataDir) {
  const server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // As deployed (docs/deployment.md): React renders the signed-in first screens in production mode.
      NODE_ENV: 'production',
      PORT: new URL(origin).port,
      HOST: new URL(address).hostname,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      AUTH_LIMIT_PER_IP_PER_HOUR: '1000',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${address}/models/api/v1/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not become healthy in 120 s');
}

async function signIn(address, account) {
  const response = await fetch(`${address}/models/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  return (await response.json()).data;
}

/** Puts the session where the web app keeps it (apps/web/src/lib/session-store.ts). */
async function storeSession(chromePort, origin, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/about`);
  await page.evaluate(({ token, user }) => {
    document.cookie = `nujoom_token=${encodeURIComponent(token)}; Path=/; SameSite=Strict`;
    window.localStorage.setItem('nujoom.user-status', JSON.stringify(user));
  }, session);
  await page.close();
  await browser.disconnect();
}

const compressedSizes = new Map();
function compressed(dist, pathname) {
  const file = join(dist, pathname);
  const cached = compressedSizes.get(file);
  if (cached !== undefined) return cached;
  const bytes = readFileSync(file);
  const sizes = {
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  compressedSizes.set(file, sizes);
  return sizes;
}

/** Of the runs that measured the value; null when none did. */
function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
}

/** What one Lighthouse run says about a route. */
function summarize(lhr, { origin, dist }) {
  const requests = lhr.audits['network-requests'].details.items;
  const files = { js: { gzip: 0, brotli: 0 }, css: { gzip: 0, brotli: 0 } };
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.origin !== origin) continue;
    const kind =
      request.resourceType === 'Script' ? 'js' : request.resourceType === 'Stylesheet' ? 'css' : null;
    if (kind === null) continue;
    const sizes = compressed(dist, url.pathname);
    files[kind].gzip += sizes.gzip;
    files[kind].brotli += sizes.brotli;
  }
  const score = (id) => lhr.categories[id].score;
  const metric = (id) => lhr.audits[id].numericValue;
  return {
    jsGzip: files.js.gzip,
    jsBrotli: files.js.brotli,
    cssGzip: files.css.gzip,
    cssBrotli: files.css.brotli,
    requests: requests.length,
    transferred: requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
  };
}

/** Each side's medians for `route`, its runs alternating between the sides. */
async function measure(route) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    if (route.account !== undefined) {
      for (const { address, origin } of sides)
        await storeSession(chrome.port, origin, await signIn(address, route.account));
    }
    const results = sides.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, measured] of sides.entries()) {
        const result = await lighthouse(
          `${measured.origin}${route.path}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          {
            extends: 'lighthouse:default',
            settings: { onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          },
        );
        if (result === undefined) throw new Error(`Lighthouse gave no result for ${route.path}`);
        if (new URL(result.lhr.finalDisplayedUrl).pathname !== route.path)
          throw new Error(`${route.path} ended on ${result.lhr.finalDisplayedUrl}`);
        if (reportsDir !== undefined) {
          mkdirSync(reportsDir, { recursive: true });
          const name = `${route.path.slice(1).replaceAll('/', '-')}-${String(index + 1)}-${String(run + 1)}.json`;
          writeFileSync(join(reportsDir, name), JSON.stringify(result.lhr));
        }
        results[index].push(summarize(result.lhr, measured));
      }
    }
    return results.map((sideResults) => {
      const keys = Object.keys(sideResults[0]);
      return Object.fromEntries(keys.map((key) => [key, median(sideResults.map((result) => result[key]))]));
    });
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`;
const seconds = (ms) => (ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)}`);

function printTable(rows) {
  const header = [
    'route',
    'JS gz KB',
    'JS br KB',
    'CSS gz KB',
    'CSS br KB',
    'requests',
    'transferred KB',
    'perf',
    'a11y',
    'best pr.',
    'seo',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'SI s',
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(
    `| --- | ${header
      .slice(1)
      .map(() => '---:')
      .join(' | ')} |`,
  );
  for (const { route, side: measured, result: r } of rows) {
    const cells = [
      route.path +
        (route.account === undefined ? '' : ` (${route.account.role.toLowerCase()})`) +
        (sides.length > 1 ? `, ${measured.name}` : ''),
      kb(r.jsGzip),
      kb(r.jsBrotli),
      kb(r.cssGzip),
      kb(r.cssBrotli),
      String(r.requests),
      kb(r.transferred),
      fixed(r.performance, 2),
      fixed(r.accessibility, 2),
      fixed(r.bestPractices, 2),
      fixed(r.seo, 2),
      seconds(r.fcp),
      seconds(r.lcp),
      fixed(r.tbt, 0),
      fixed(r.cls, 3),
      seconds(r.si),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}

build();
const dataDirs = sides.map(() => mkdtempSync(join(tmpdir(), 'casting-bench-web-')));
const servers = [];
try {
  for (const [index, measured] of sides.entries()) servers.push(await startServer(measured, dataDirs[index]));
  const loadBefore = formatLoad();
  const rows = [];
  for (const route of routes.filter(({ path }) => path.includes(only))) {
    console.error(
      `measuring ${route.path} (${runs} Lighthouse runs${sides.length > 1 ? ' per side, alternating' : ''})…`,
    );
    const results = await measure(route);
    for (const [index, measured] of sides.entries())
      rows.push({ route, side: measured, result: results[index] });
  }
  console.log(
    `\nLighthouse ${JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, mobile preset, simulated throttling, median of ${runs}; sizes are of the same-origin JS and CSS a cold load fetched.`,
  );
  console.log(
    `load average before: ${loadBefore}; after: ${formatLoad()} (${availableParallelism()} cores)\n`,
  );
  printTable(rows);
} finally {
  for (const server of servers) {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
