import { eq } from 'drizzle-orm';
import { jobs } from '../src/db/schema/jobs';
import { users } from '../src/db/schema/users';
import { readProcessEnv } from '../src/env';
import { benchSessionToken, closeBenchDatabase, openBenchDatabase, startBenchApp } from './bench-app';
import { insertBulkData } from './bulk-data';
import { insertBulkNotifications } from './bulk-notifications';
import { deepPageScenarios } from './deep-pages';
import { insertHiringData } from './hiring-data';
import { insertBulkLedger, measurePayments } from './payments';
import { measureInRounds, printResults, type Scenario } from './rounds';

const ROWS = Number(readProcessEnv().BENCH_ROWS ?? 100_000);
const SECONDS = Number(readProcessEnv().BENCH_SECONDS ?? 10);
/** Measures only the endpoints whose name contains this text (the anchors always run). */
const ONLY = readProcessEnv().BENCH_ONLY ?? '';
const NOTIFICATIONS = 10_000;
/** Applicants on one job of the hiring lists, and on the job that is closed at the end. */
const APPLICANTS = 1000;
/** Ledger lines written before funding and release are measured (issue 33). */
const LEDGER_LINES = 100_000;

const bench = await openBenchDatabase();
const { handle } = bench;
try {
  const started = Date.now();
  await handle.unbounded((db) => insertBulkData(db, ROWS, ROWS));
  console.log(
    `seeded ${ROWS} talents and ${ROWS} jobs on ${handle.kind} in ${Math.round((Date.now() - started) / 1000)} s`,
  );

  const [organizationUser] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ORGANIZATION'))
    .limit(1);
  const organizationUserId = organizationUser?.id ?? '';
  const hiring = await handle.unbounded((db) => insertHiringData(db, organizationUserId, APPLICANTS));
  await handle.unbounded((db) => insertBulkNotifications(db, organizationUserId, NOTIFICATIONS));
  await handle.unbounded((db) => insertBulkLedger(db, organizationUserId, LEDGER_LINES));
  const { app, base } = await startBenchApp(bench, organizationUserId);
  const token = await benchSessionToken(handle.db, organizationUserId);
  const talentToken = await benchSessionToken(handle.db, hiring.talentUserId);
  const [job] = await handle.db.select({ id: jobs.id }).from(jobs).limit(1);

  const api = `${base}/models/api/v1`;
  const scenarios: Scenario[] = [
    ['anchor: constant', `${base}/bench/constant`],
    ['anchor: primary-key SELECT', `${base}/bench/pk`],
    [
      'individuals: MODEL + filters',
      `${api}/individuals?filter[individualCategory]=MODEL&filter[gender]=FEMALE&filter[hairColor]=BLACK`,
    ],
    ['individuals: common name "al"', `${api}/individuals?filter[searchKey]=al`],
    ['individuals: rare name "quraishi"', `${api}/individuals?filter[searchKey]=quraishi`],
    [
      'individuals: common Arabic name "ال"',
      `${api}/individuals?filter[searchKey]=${encodeURIComponent('ال')}`,
    ],
    [
      'individuals: rare Arabic name "القريشي"',
      `${api}/individuals?filter[searchKey]=${encodeURIComponent('القريشي')}`,
    ],
    ['jobs: search "studio"', `${api}/jobs?filter[searchKey]=studio`],
    [
      'jobs: Arabic search "مكه" (all Arabic jobs)',
      `${api}/jobs?filter[searchKey]=${encodeURIComponent('مكه')}`,
    ],
    ['jobs: Arabic search "أستوديو"', `${api}/jobs?filter[searchKey]=${encodeURIComponent('أستوديو')}`],
    ['jobs: one job', `${api}/jobs/${job?.id ?? ''}`],
    [
      `hiring: applicants of a job with ${String(APPLICANTS)}`,
      `${api}/jobs/${hiring.listedJobId}/job-requests`,
    ],
    ['hiring: applicants, PENDING', `${api}/jobs/${hiring.listedJobId}/job-requests?filter[status]=PENDING`],
    ['hiring: My Jobs', `${api}/organization/me/jobs`],
    ['hiring: My Applications', `${api}/individuals/me/job-requests`, talentToken],
    [`notifications: latest of ${String(NOTIFICATIONS)}`, `${api}/notifications`],
    ...(await deepPageScenarios(handle.db, api)),
  ];
  const selected = scenarios.filter(([name]) => name.startsWith('anchor') || name.includes(ONLY));
  const results = await measureInRounds(selected, token, SECONDS);
  const closeStarted = performance.now();
  const closed = await fetch(`${api}/jobs/${hiring.closingJobId}/close`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}` },
  });
  const closeMs = Math.round(performance.now() - closeStarted);
  const payments =
    ONLY === '' || 'payments'.includes(ONLY)
      ? await measurePayments(app, handle.db, api, { token, jobId: hiring.listedJobId })
      : [];
  await app.close();
  printResults(
    `${handle.kind}, ${String(ROWS)} rows (npm run bench)`,
    SECONDS,
    results,
    'anchor: primary-key SELECT',
  );
  console.log(
    `\nclosing a job with ${String(APPLICANTS)} pending applicants (one transaction): ${String(closeMs)} ms, HTTP ${String(closed.status)}`,
  );
  if (payments.length > 0)
    console.log(`\nwith ${String(LEDGER_LINES)} ledger lines:\n${payments.join('\n')}`);
} finally {
  await closeBenchDatabase(bench);
}
