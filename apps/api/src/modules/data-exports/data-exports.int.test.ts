import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, privacyRequests } from '../../db/schema/privacy';
import { mailsTo } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { releasedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { apply } from '../../../test/jobs';
import { onboardedTalent } from '../../../test/onboarded';
import { finishedContract, ORGANIZATION_REVIEW, TALENT_REVIEW, writeReview } from '../../../test/reviews';
import { DATA_EXPORT_LEASE_MS } from './data-exports-scheduler';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
interface ExportView {
  id: string;
  status: string;
  expiresAt: string | null;
  downloadUrl: string | null;
}

const HOUR_MS = 60 * 60 * 1000;
const OTHER_LETTER = 'Another talent wrote this letter for this job only';
const OWN_LETTER = 'Cover letter 1';
const TALENT_NOTE = 'The talent told the platform this alone';
const ORGANIZATION_NOTE = 'The organization told the platform this alone';
const JSON_FILES = [
  'account',
  'profile',
  'work-experience',
  'media',
  'jobs',
  'applications',
  'chats',
  'reviews',
  'notifications',
  'payments',
  'consents',
  'sign-ins',
].map((name) => `${name}.json`);

async function exportsOf(headers: Headers): Promise<ExportView[]> {
  const response = await call(t, 'GET', '/users/me/exports', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { exports: ExportView[] } }>().data.exports;
}

/** Asks for a copy, runs the background work, and answers the ready export. */
async function readyExport(headers: Headers): Promise<ExportView> {
  const started = await call(t, 'POST', '/users/me/export', headers);
  expect(started.statusCode, started.body).toBe(201);
  expect(started.json<{ data: ExportView }>().data.status).toBe('PENDING');
  await t.app.dataExports.scheduler.runDue();
  const [latest] = await exportsOf(headers);
  expect(latest?.status).toBe('READY');
  if (latest?.downloadUrl == null) throw new Error('no download link');
  return latest;
}

/** The download, by its link alone: no Authorization header, as when it is opened from the e-mail. */
function download(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function archiveAt(url: string) {
  const response = await download(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="nujoom-data-.*\.zip"$/);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const text = (name: string) => {
    const bytes = files[name];
    if (bytes === undefined) throw new Error(`${name} is not in the archive`);
    return strFromU8(bytes);
  };
  const json = (name: string): unknown => JSON.parse(text(`${name}.json`));
  const allJson = JSON_FILES.map(text).join('\n');
  return { files, text, json, allJson };
}

describe('Download my data', () => {
  let world: Awaited<ReturnType<typeof releasedMilestone>>;
  let talentExport: ExportView;

  beforeAll(async () => {
    world = await releasedMilestone(t);
    await finishedContract(t, world);
    const other = await onboardedTalent(t, 'MODEL', { firstName: 'Othertalent' });
    expect((await apply(t, other.headers, world.job, OTHER_LETTER)).statusCode).toBe(201);
    const sent = await call(t, 'POST', `/chats/${world.chatId}/messages`, world.organization.headers, {
      content: 'See you at the studio on Sunday',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reviews = [
      [world.talent.headers, { ...TALENT_REVIEW, privateNote: TALENT_NOTE }],
      [world.organization.headers, { ...ORGANIZATION_REVIEW, privateNote: ORGANIZATION_NOTE }],
    ] as const;
    for (const [headers, body] of reviews)
      expect((await writeReview(t, headers, world.requestId, body)).statusCode).toBe(201);
    const arabic = await call(t, 'PATCH', '/users/me/language', world.talent.headers, { language: 'ar' });
    expect(arabic.statusCode, arabic.body).toBe(200);
  });

  it("gives a talent every kind of their data, their files and an Arabic README, and none of anyone else's private data", async () => {
    talentExport = await readyExport(world.talent.headers);
    const archive = await archiveAt(talentExport.downloadUrl ?? '');
    for (const name of ['README.txt', ...JSON_FILES]) expect(Object.keys(archive.files)).toContain(name);
    expect(archive.text('README.txt')).toMatch(/^بياناتك في نجوم/);
    expect(archive.text('README.txt')).toContain('chats.json');

    const uploads = archive.json('media') as { file: string; bytes: number }[];
    expect(uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) expect(archive.files[upload.file]?.length).toBe(upload.bytes);

    expect(archive.json('account') as { email: string; language: string }).toMatchObject({
      email: world.talent.email,
      language: 'ar',
    });
    expect(archive.json('applications') as { coverLetter: string }[]).toEqual([
      expect.objectContaining({ coverLetter: OWN_LETTER, status: 'FINISHED' }),
    ]);
    const [chat] = archive.json('chats') as { messages: { from: string; content: string | null }[] }[];
    expect(chat?.messages).toContainEqual(
      expect.objectContaining({ from: 'OTHER', content: 'See you at the studio on Sunday' }),
    );
    const reviews = archive.json('reviews') as { written: { privateNote: string }[]; received: object[] };
    expect(reviews.written).toEqual([expect.objectContaining({ privateNote: TALENT_NOTE })]);
    expect(reviews.received).toHaveLength(1);
    const payments = archive.json('payments') as {
      milestones: object[];
      ledgerLines: object[];
      invoices: object[];
    };
    expect(payments.milestones).toHaveLength(1);
    expect(payments.ledgerLines.length).toBeGreaterThan(0);
    expect(payments.invoices).toHaveLength(1);
    expect((archive.json('sign-ins') as object[]).length).toBeGreaterThan(0);
    expect((archive.json('notifications') as object[]).length).toBeGreaterThan(0);

    expect(archive.allJson).not.toContain(OTHER_LETTER);
    expect(archive.allJson).not.toContain(ORGANIZATION_NOTE);
    expect(archive.allJson).not.toContain(world.organization.email);
  });

  it("gives an organization its jobs and applicants without their cover letters or the talent's note", async () => {
    const ready = await readyExport(world.organization.headers);
    const archive = await archiveAt(ready.downloadUrl ?? '');
    expect(archive.text('README.txt')).toMatch(/^Your data from Nujoom/);
    expect(archive.json('jobs') as { id: string }[]).toEqual([expect.objectContaining({ id: world.job.id })]);
    expect(archive.json('applications') as object[]).toHaveLength(2);
    expect((archive.json('reviews') as { written: { privateNote: string }[] }).written).toEqual([
      expect.objectContaining({ privateNote: ORGANIZATION_NOTE }),
    ]);
    for (const secret of [OWN_LETTER, OTHER_LETTER, TALENT_NOTE, world.talent.email])
      expect(archive.allJson).not.toContain(secret);
  });

  it('logs the request for the operators with its 30-day deadline, completed when the copy is ready', async () => {
    const [logged] = await t.db.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.userId, world.talent.userId), eq(privacyRequests.kind, 'EXPORT')));
    expect(logged?.completedAt).not.toBeNull();
    expect((logged?.dueAt.getTime() ?? 0) - (logged?.createdAt.getTime() ?? 0)).toBe(30 * 24 * HOUR_MS);
  });

  it('e-mails the link in the account’s language', async () => {
    const [mail] = await mailsTo(t, world.talent.email);
    expect(mail?.subject).toContain('بياناتك جاهزة للتنزيل');
    expect(mail?.text).toContain(`http://localhost:3000${talentExport.downloadUrl ?? ''}`);
  });

  it('refuses a second copy the same day, and a forged link', async () => {
    const again = await call(t, 'POST', '/users/me/export', world.talent.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('مرة كل 24 ساعة');
    const forged = `${(talentExport.downloadUrl ?? '').slice(0, -4)}AAAA`;
    expect((await download(forged)).statusCode).toBe(404);
  });

  it('stops the link 24 hours after the copy was ready, removes the archive, and allows a new copy', async () => {
    const [row] = await t.db.db.select().from(dataExports).where(eq(dataExports.id, talentExport.id));
    const stored = join(t.dataDir, 'documents', row?.fileName ?? 'none');
    expect(existsSync(stored)).toBe(true);
    t.clock.advance(24 * HOUR_MS - 1000);
    expect((await download(talentExport.downloadUrl ?? '')).statusCode).toBe(200);
    t.clock.advance(1000);
    const gone = await download(talentExport.downloadUrl ?? '');
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(
      'This download link has expired or does not exist. You can ask for a new copy of your data on the Your data page of your account menu.',
    );
    await t.app.dataExports.scheduler.runDue();
    expect(existsSync(stored)).toBe(false);
    expect((await exportsOf(world.talent.headers))[0]).toMatchObject({
      status: 'EXPIRED',
      downloadUrl: null,
    });
    await readyExport(world.talent.headers);
  });
});

describe('an export whose process died', () => {
  it('is refused a second request while pending, and built by another run once its claim lapses', async () => {
    const talent = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Lapsed' });
    const [claimed] = await t.db.db
      .insert(dataExports)
      .values({
        userId: talent.userId,
        createdAt: t.clock.now(),
        attempts: 1,
        claimedUntil: new Date(t.clock.now().getTime() + DATA_EXPORT_LEASE_MS),
      })
      .returning();
    const second = await call(t, 'POST', '/users/me/export', talent.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(
      'Your data is already being prepared. We will e-mail you the link when it is ready.',
    );

    await t.app.dataExports.scheduler.runDue();
    expect((await exportsOf(talent.headers))[0]?.status).toBe('PENDING');

    t.clock.advance(DATA_EXPORT_LEASE_MS);
    await t.app.dataExports.scheduler.runDue();
    const [ready] = await exportsOf(talent.headers);
    expect(ready).toMatchObject({ id: claimed?.id, status: 'READY' });
    expect((await archiveAt(ready?.downloadUrl ?? '')).files['profile.json']).toBeDefined();
  });
});
