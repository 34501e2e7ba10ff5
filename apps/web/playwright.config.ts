import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the main process, so the workers (which inherit its environment) read the same
// outbox the server writes e-mails to.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'casting-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const resultsDir = process.env.E2E_RESULTS_DIR ?? join(import.meta.dirname, '../../.test-results');

/** The real server, built, on a fresh embedded database (or DATABASE_URL when given). */
export default defineConfig({
  testDir: './e2e',
  outputDir: join(resultsDir, 'playwright-artifacts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // What a test waits for is behaviour, not speed (`npm run bench:web` measures that). A page the
  // server rendered paints and fires its load event before the app's code has even been asked
  // for (ADR 021), so the wait for the app's first answer starts earlier than it used to.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join(resultsDir, 'playwright.json') }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    // The app registers a service worker (ADR 023); page.route() does not see what a worker
    // answers, so specs run without one unless they test it (installable.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    // The built bundle by default (what production runs); E2E_API_COMMAND can run the sources instead.
    command: process.env.E2E_API_COMMAND ?? 'node ../api/dist/server.js',
    url: `${baseURL}/models/api/v1/health`,
    reuseExistingServer: false,
    // The demo seed draws its portraits and pictures at start: about a minute on a 2-core machine.
    timeout: 180_000,
    env: {
      // As deployed: React renders the signed-in first screens in production mode (ADR 021).
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // Every browser test signs up from 127.0.0.1.
      AUTH_LIMIT_PER_IP_PER_HOUR: '1000',
      // The tests share the demo accounts: a whole run posts, tags, writes, invites and starts
      // chats more than one account may in an hour or a day.
      ACCOUNT_JOB_POSTS_PER_DAY: '1000',
      ACCOUNT_TAGS_PER_HOUR: '1000',
      ACCOUNT_MESSAGES_PER_MINUTE: '1000',
      ACCOUNT_INVITATIONS_PER_DAY: '1000',
      ACCOUNT_CHATS_PER_DAY: '1000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      ...(process.env.E2E_WEB_DIST === undefined ? {} : { WEB_DIST_DIR: process.env.E2E_WEB_DIST }),
    },
  },
});
