import { addDaysToIsoDate, riyadhDate } from '@casting/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAgain } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { apply, jobBody, postJob } from '../../../test/jobs';
import { pdf } from '../../../test/media-files';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { operatorSession } from '../../../test/operators';
import { uploadFile } from '../../../test/profiles';
import { housekeepingOf } from '../../../test/unused-uploads';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;

function today(): string {
  return riyadhDate(t.clock.now());
}

async function addLicence(headers: Headers, overrides: Record<string, unknown> = {}) {
  const evidence = await uploadFile(t, headers, pdf(), 'documents');
  return call(t, 'POST', '/individuals/me/licences', headers, {
    type: 'MAWTHOOQ',
    number: ' 1234567 ',
    issuer: 'General Commission for Audiovisual Media',
    expiresOn: addDaysToIsoDate(today(), 100),
    evidence,
    ...overrides,
  });
}

async function added(headers: Headers, overrides: Record<string, unknown> = {}) {
  const response = await addLicence(headers, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string; status: string; evidence: string } }>().data;
}

function decide(operator: Headers, id: string, decision: 'VERIFIED' | 'REJECTED', reason: string) {
  return call(t, 'PATCH', `/operator/licences/${id}`, operator, { decision, reason });
}

async function notificationsOf(headers: Headers) {
  const response = await call(t, 'GET', '/notifications?paginate[limit]=50', headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { items: { kind: string; note: string | null }[] } }>().data.items;
}

async function kindsOf(headers: Headers, kind: string) {
  return (await notificationsOf(headers)).filter((item) => item.kind === kind);
}

async function badgesOnDetail(viewer: Headers, individualId: string) {
  const response = await call(t, 'GET', `/individuals/${individualId}`, viewer);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { licences: unknown[] } }>().data.licences;
}

async function cardsWithLicence(viewer: Headers, type: string) {
  const response = await call(t, 'GET', `/individuals?filter[licence]=${type}&paginate[limit]=50`, viewer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { items: { id: string; licences: unknown[] }[] } }>().data.items;
}

function applyMessage(response: { statusCode: number; body: string }) {
  return [response.statusCode, (JSON.parse(response.body) as { message: unknown }).message];
}

// One licence's story, step by step: each step starts where the one before left the clock.
describe('a licence from adding to expiry', () => {
  let talent: Awaited<ReturnType<typeof onboardedTalent>>;
  let unlicensed: Awaited<ReturnType<typeof onboardedTalent>>;
  let organization: Awaited<ReturnType<typeof onboardedOrganization>>;
  let licence: Awaited<ReturnType<typeof added>>;
  let laterJob: Awaited<ReturnType<typeof postJob>>;
  let expiresOn: string;
  let badge: { type: string; expiresOn: string };

  it('is verified by an operator, in the audit log, and shows as a badge; without it a talent cannot apply', async () => {
    talent = await onboardedTalent(t, 'MODEL');
    unlicensed = await onboardedTalent(t, 'MODEL');
    organization = await onboardedOrganization(t);
    const operator = await operatorSession(t);
    expiresOn = addDaysToIsoDate(today(), 100);

    licence = await added(talent.headers, { expiresOn });
    expect(licence).toMatchObject({
      status: 'PENDING',
      evidence: expect.stringMatching(/^\/models\/api\/v1\/documents\/[0-9a-f-]{36}\.pdf$/) as unknown,
    });
    const mine = await call(t, 'GET', '/individuals/me/licences', talent.headers);
    expect(mine.json()).toMatchObject({
      data: {
        licences: [
          {
            id: licence.id,
            type: 'MAWTHOOQ',
            number: '1234567',
            issuer: 'General Commission for Audiovisual Media',
            expiresOn,
            evidenceType: 'application/pdf',
            status: 'PENDING',
            reason: null,
          },
        ],
      },
    });
    // The owner reads their evidence, and so does the operator.
    for (const headers of [talent.headers, operator.headers]) {
      const opened = await t.app.inject({ method: 'GET', url: licence.evidence, headers });
      expect(opened.statusCode).toBe(200);
    }

    const queue = await call(
      t,
      'GET',
      '/operator/licences?filter[status]=PENDING&paginate[limit]=50',
      operator.headers,
    );
    expect(queue.statusCode).toBe(200);
    const queued = queue
      .json<{ data: { items: { id: string }[] } }>()
      .data.items.find((item) => item.id === licence.id);
    expect(queued).toMatchObject({
      talent: { individualId: talent.individualId, userId: talent.userId },
      type: 'MAWTHOOQ',
      number: '1234567',
      expiresOn,
      evidence: licence.evidence,
    });
    expect(await badgesOnDetail(organization.headers, talent.individualId)).toEqual([]);

    const verified = await decide(operator.headers, licence.id, 'VERIFIED', 'Matches the Mawthooq register.');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ data: { id: licence.id, status: 'VERIFIED', reason: null } });
    expect((await decide(operator.headers, licence.id, 'REJECTED', 'Changed my mind.')).statusCode).toBe(409);
    const log = await call(t, 'GET', '/operator/audit-log', operator.headers);
    expect(
      log
        .json<{ data: { items: { action: string; targetId: string }[] } }>()
        .data.items.find((entry) => entry.action === 'LICENCE_DECIDED' && entry.targetId === licence.id),
    ).toMatchObject({
      targetType: 'LICENCE',
      reason: 'Matches the Mawthooq register.',
      before: { status: 'PENDING' },
      after: { status: 'VERIFIED' },
    });
    expect(await kindsOf(talent.headers, 'LICENCE_VERIFIED')).toMatchObject([{ note: '1234567' }]);

    badge = { type: 'MAWTHOOQ', expiresOn };
    expect(await badgesOnDetail(organization.headers, talent.individualId)).toEqual([badge]);
    const cards = await cardsWithLicence(organization.headers, 'MAWTHOOQ');
    expect(cards.find((card) => card.id === talent.individualId)?.licences).toEqual([badge]);
    expect(cards.some((card) => card.id === unlicensed.individualId)).toBe(false);
    expect(
      (await cardsWithLicence(organization.headers, 'TOUR_GUIDE')).some(
        (card) => card.id === talent.individualId,
      ),
    ).toBe(false);

    const job = await postJob(t, organization.headers, { requiredLicence: 'MAWTHOOQ' });
    laterJob = await postJob(t, organization.headers, { requiredLicence: 'MAWTHOOQ' });
    const detail = await call(t, 'GET', `/jobs/${job.id}`, unlicensed.headers);
    expect(detail.json()).toMatchObject({ data: { requiredLicence: 'MAWTHOOQ' } });
    expect(applyMessage(await apply(t, unlicensed.headers, job))).toEqual([
      403,
      'This job requires a verified Mawthooq advertising licence.',
    ]);
    expect(applyMessage(await apply(t, { ...unlicensed.headers, 'accept-language': 'ar' }, job))).toEqual([
      403,
      'تتطلب هذه الوظيفة ترخيص موثوق للإعلان معتمدًا.',
    ]);
    expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
  });

  it('reminds the talent 90 and 30 days before the expiry, once each', async () => {
    // 100 days before expiry: nothing yet.
    await t.app.licences.scheduler.runDue();
    expect(await kindsOf(talent.headers, 'LICENCE_EXPIRING')).toHaveLength(0);

    // 90 days before: the first reminder, once.
    t.clock.advance(10 * DAY_MS);
    let headers = await signInAgain(t, talent, 'INDIVIDUAL');
    await t.app.licences.scheduler.runDue();
    await t.app.licences.scheduler.runDue();
    expect(await kindsOf(headers, 'LICENCE_EXPIRING')).toMatchObject([{ note: '1234567' }]);

    // 30 days before: the second, once.
    t.clock.advance(59 * DAY_MS);
    await t.app.licences.scheduler.runDue();
    expect(await kindsOf(await signInAgain(t, talent, 'INDIVIDUAL'), 'LICENCE_EXPIRING')).toHaveLength(1);
    t.clock.advance(DAY_MS);
    headers = await signInAgain(t, talent, 'INDIVIDUAL');
    await t.app.licences.scheduler.runDue();
    await t.app.licences.scheduler.runDue();
    expect(await kindsOf(headers, 'LICENCE_EXPIRING')).toHaveLength(2);
  });

  it('at expiry, the day after the last valid day in Riyadh, takes the badge and the right to apply away', async () => {
    // The last valid day: still valid. The day after, in Riyadh: expired.
    t.clock.advance(30 * DAY_MS);
    expect(today()).toBe(expiresOn);
    await t.app.licences.scheduler.runDue();
    const viewer = await signInAgain(t, organization, 'ORGANIZATION');
    expect(await badgesOnDetail(viewer, talent.individualId)).toEqual([badge]);
    t.clock.advance(DAY_MS);
    const headers = await signInAgain(t, talent, 'INDIVIDUAL');
    await t.app.licences.scheduler.runDue();
    await t.app.licences.scheduler.runDue();
    expect(await kindsOf(headers, 'LICENCE_EXPIRED')).toMatchObject([{ note: '1234567' }]);
    const expired = await call(t, 'GET', '/individuals/me/licences', headers);
    expect(expired.json()).toMatchObject({ data: { licences: [{ id: licence.id, status: 'EXPIRED' }] } });
    const after = await signInAgain(t, organization, 'ORGANIZATION');
    expect(await badgesOnDetail(after, talent.individualId)).toEqual([]);
    expect((await cardsWithLicence(after, 'MAWTHOOQ')).some((card) => card.id === talent.individualId)).toBe(
      false,
    );
    expect(applyMessage(await apply(t, headers, laterJob))).toEqual([
      403,
      'This job requires a verified Mawthooq advertising licence.',
    ]);
  });
});

describe('the licences of a talent', () => {
  it('tells the talent why a licence was rejected, with no badge', async () => {
    const talent = await onboardedTalent(t);
    const operator = await operatorSession(t);
    const licence = await added(talent.headers, { type: 'TOUR_GUIDE' });
    const rejected = await decide(
      operator.headers,
      licence.id,
      'REJECTED',
      'The number is not in the register.',
    );
    expect(rejected.json()).toMatchObject({
      data: { status: 'REJECTED', reason: 'The number is not in the register.' },
    });
    expect((await call(t, 'GET', '/individuals/me/licences', talent.headers)).json()).toMatchObject({
      data: {
        licences: [{ id: licence.id, status: 'REJECTED', reason: 'The number is not in the register.' }],
      },
    });
    expect(await kindsOf(talent.headers, 'LICENCE_REJECTED')).toMatchObject([
      { note: 'The number is not in the register.' },
    ]);
    expect(await badgesOnDetail(talent.headers, talent.individualId)).toEqual([]);
    expect((await decide(operator.headers, licence.id, 'REJECTED', '')).json()).toMatchObject({
      message: ['Reason is required.'],
    });
  });

  it('refuses what is not a licence, in English and Arabic', async () => {
    const talent = await onboardedTalent(t);
    const wrong = await call(t, 'POST', '/individuals/me/licences', talent.headers, {
      type: 'DRIVING',
      number: '  ',
      issuer: 'x'.repeat(101),
      expiresOn: '2030-02-30',
      evidence: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string[] }>().message).toEqual(
      expect.arrayContaining([
        'Please choose the type of licence.',
        'Licence number is required.',
        'Enter the expiry date as YYYY-MM-DD.',
        'Attach the licence: a PDF, JPEG or PNG you uploaded.',
      ]),
    );
    const arabic = await call(
      t,
      'POST',
      '/individuals/me/licences',
      { ...talent.headers, 'accept-language': 'ar' },
      { type: 'DRIVING', number: '1', issuer: 'x', expiresOn: '2030-01-01', evidence: 'nope' },
    );
    expect(arabic.json<{ message: string[] }>().message[0]).toBe('يُرجى اختيار نوع الترخيص.');

    const past = await addLicence(talent.headers, { expiresOn: addDaysToIsoDate(today(), -1) });
    expect([past.statusCode, past.json<{ message: unknown }>().message]).toEqual([
      400,
      ['The expiry date cannot be in the past.'],
    ]);
    const twoLines = await addLicence(talent.headers, { issuer: 'one\ntwo' });
    expect(twoLines.statusCode).toBe(400);

    const other = await onboardedTalent(t);
    const theirs = await uploadFile(t, other.headers, pdf(), 'documents');
    const notOwn = await addLicence(talent.headers, { evidence: theirs });
    expect([notOwn.statusCode, notOwn.json<{ message: unknown }>().message]).toEqual([
      400,
      ['Attach the licence: a PDF, JPEG or PNG you uploaded.'],
    ]);
  });

  it("keeps each talent's licences their own, and no more than 10", async () => {
    const talent = await onboardedTalent(t);
    const other = await onboardedTalent(t);
    const licence = await added(talent.headers);
    const notTheirs = await call(t, 'DELETE', `/individuals/me/licences/${licence.id}`, other.headers);
    expect([notTheirs.statusCode, notTheirs.json<{ message: unknown }>().message]).toEqual([
      404,
      'This licence does not exist.',
    ]);
    expect(
      (await call(t, 'GET', '/individuals/me/licences', other.headers)).json<{
        data: { licences: unknown[] };
      }>().data.licences,
    ).toEqual([]);
    for (let index = 1; index < 10; index += 1) await added(talent.headers, { number: `N${String(index)}` });
    const eleventh = await addLicence(talent.headers);
    expect([eleventh.statusCode, eleventh.json<{ message: unknown }>().message]).toEqual([
      409,
      'You can keep up to 10 licences. Remove one to add another.',
    ]);
    expect(
      (await call(t, 'DELETE', `/individuals/me/licences/${licence.id}`, talent.headers)).statusCode,
    ).toBe(200);
    expect((await addLicence(talent.headers)).statusCode).toBe(201);
  });

  it('removing a verified licence removes its badge at once', async () => {
    const talent = await onboardedTalent(t);
    const organization = await onboardedOrganization(t);
    const operator = await operatorSession(t);
    const licence = await added(talent.headers, { type: 'FREELANCE_DOCUMENT' });
    await decide(operator.headers, licence.id, 'VERIFIED', 'Valid freelance document.');
    expect(await badgesOnDetail(organization.headers, talent.individualId)).toMatchObject([
      { type: 'FREELANCE_DOCUMENT' },
    ]);
    await call(t, 'DELETE', `/individuals/me/licences/${licence.id}`, talent.headers);
    expect(await badgesOnDetail(organization.headers, talent.individualId)).toEqual([]);
  });

  it('is for talent only, and the console for operators only', async () => {
    const organization = await onboardedOrganization(t);
    const listed = await call(t, 'GET', '/individuals/me/licences', organization.headers);
    expect([listed.statusCode, listed.json<{ message: unknown }>().message]).toEqual([
      403,
      'Licences are for talent accounts.',
    ]);
    expect((await addLicence(organization.headers)).statusCode).toBe(403);
    const talent = await onboardedTalent(t);
    expect((await call(t, 'GET', '/operator/licences', talent.headers)).statusCode).toBe(404);
    const licence = await added(talent.headers);
    const byUser = await call(t, 'PATCH', `/operator/licences/${licence.id}`, talent.headers, {
      decision: 'VERIFIED',
      reason: 'Mine.',
    });
    expect(byUser.statusCode).toBe(404);
    const operator = await operatorSession(t);
    const missing = await decide(operator.headers, '00000000-0000-4000-8000-000000000000', 'VERIFIED', 'x');
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an unknown licence type in the talent search, and an unknown required licence on a job', async () => {
    const organization = await onboardedOrganization(t);
    const search = await call(t, 'GET', '/individuals?filter[licence]=DRIVING', organization.headers);
    expect([search.statusCode, search.json<{ message: unknown }>().message]).toEqual([
      400,
      ['filter[licence] must be one of MAWTHOOQ, FREELANCE_DOCUMENT, TOUR_GUIDE, OTHER.'],
    ]);
    const job = await call(t, 'POST', '/jobs', organization.headers, {
      ...(await jobBody(t, organization.headers)),
      requiredLicence: 'OTHER',
    });
    expect([job.statusCode, job.json<{ message: unknown }>().message]).toEqual([
      400,
      ['Choose the licence the job requires: Mawthooq, tour-guide licence or freelance document.'],
    ]);
    const none = await postJob(t, organization.headers, { requiredLicence: null });
    const detail = await call(t, 'GET', `/jobs/${none.id}`, organization.headers);
    expect(detail.json()).toMatchObject({ data: { requiredLicence: null } });
  });

  it('keeps the evidence from the sweep of unused uploads while the licence stands', async () => {
    const talent = await onboardedTalent(t);
    const licence = await added(talent.headers);
    const housekeeping = housekeepingOf(t);
    t.clock.advance(25 * 60 * 60 * 1000);
    await housekeeping.sweep();
    const kept = await t.app.inject({ method: 'GET', url: licence.evidence, headers: talent.headers });
    expect(kept.statusCode).toBe(200);
    await call(t, 'DELETE', `/individuals/me/licences/${licence.id}`, talent.headers);
    await housekeeping.sweep();
    const gone = await t.app.inject({ method: 'GET', url: licence.evidence, headers: talent.headers });
    expect(gone.statusCode).toBe(404);
  });
});

describe('the expiry sweep', () => {
  it('tells each reminder and expiry once when two runs overlap', async () => {
    const talent = await onboardedTalent(t);
    const operator = await operatorSession(t);
    const soon = await added(talent.headers, { expiresOn: addDaysToIsoDate(today(), 20), number: 'SOON' });
    const last = await added(talent.headers, { expiresOn: addDaysToIsoDate(today(), 1), number: 'LAST' });
    for (const { id } of [soon, last]) await decide(operator.headers, id, 'VERIFIED', 'Valid.');
    const scheduler = t.app.licences.scheduler;
    await Promise.all([scheduler.runDue(), scheduler.runDue()]);
    // Verified within 30 days of expiry: one reminder each, not two.
    expect((await kindsOf(talent.headers, 'LICENCE_EXPIRING')).map((item) => item.note).sort()).toEqual([
      'LAST',
      'SOON',
    ]);
    t.clock.advance(2 * DAY_MS);
    const headers = await signInAgain(t, talent, 'INDIVIDUAL');
    await Promise.all([scheduler.runDue(), scheduler.runDue()]);
    expect(await kindsOf(headers, 'LICENCE_EXPIRED')).toMatchObject([{ note: 'LAST' }]);
    expect(await badgesOnDetail(headers, talent.individualId)).toMatchObject([{ type: 'MAWTHOOQ' }]);
    expect(await kindsOf(headers, 'LICENCE_EXPIRING')).toHaveLength(2);
  });
});
