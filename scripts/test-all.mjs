// The whole suite: typecheck, lint, formatting, unit, integration (embedded, and PostgreSQL
// when TEST_DATABASE_URL is set), build, the bundle budget, browser. Ends with one line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const rows = [];
const failures = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

function check(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = run(command, args);
  rows.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitest(name, project, env = {}, extraArgs = []) {
  console.log(`\n=== ${name} ===`);
  const output = join(results, `${name.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...extraArgs,
    ],
    env,
  );
  const report = readJson(output);
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = (test.failureMessages?.[0] ?? '').split('\n')[0];
      failures.push(`${name}: ${file.name.replace(`${root}/`, '')} › ${test.fullName}\n    ${reason}`);
    }
  }
  const passed = report?.numPassedTests ?? 0;
  let failed = (report?.numFailedTests ?? 0) + (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  // A file that fails to load has no test results but still fails the run.
  if (!ok && failed === 0) failed = 1;
  rows.push({ name, passed, failed, seconds });
}

function playwright(name) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
    E2E_RESULTS_DIR: results,
  });
  const report = readJson(join(results, 'playwright.json'));
  const stats = report?.stats;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`${name}: ${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  let failed = (stats?.unexpected ?? 0) + (stats?.skipped ?? 0);
  if (!ok && failed === 0) failed = 1;
  rows.push({ name, passed, failed, seconds });
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('format', 'npm', ['run', '--silent', 'format:check']);
vitest('unit', 'unit');
vitest('integration (embedded PGlite)', 'integration', { TEST_DATABASE_URL: '' }, [
  '--exclude',
  '**/*.postgres.int.test.ts',
]);
if (postgresUrl !== '') {
  vitest('integration (PostgreSQL)', 'integration', { TEST_DATABASE_URL: postgresUrl }, [
    '--exclude',
    '**/*.embedded.int.test.ts',
  ]);
}
check('build', 'npm', ['run', '--silent', 'build']);
vitest('bundle budget', 'bundle');
if (existsSync(join(root, 'apps/api/dist/server.js'))) playwright('browser (Chromium)');

const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log('\n=== summary ===');
for (const row of rows) {
  console.log(
    `${row.name.padEnd(34)} ${String(row.passed).padStart(5)} passed ${String(row.failed).padStart(4)} failed  ${row.seconds}s`,
  );
}
if (failures.length > 0) console.log(`\nfailed tests:\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
