import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { postJob } from '../../../test/jobs';
import { jpeg } from '../../../test/media-files';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { operatorSession } from '../../../test/operators';
import { uploadFile } from '../../../test/profiles';
import { startWathqServer, type WathqTestServer } from '../../../test/wathq-server';

let t: TestApp;
let wathq: WathqTestServer;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  wathq = await startWathqServer();
  t = await buildTestApp({ env: { WATHQ_API_KEY: wathq.apiKey, WATHQ_API_URL: wathq.apiUrl } });
  operator = await operatorSession(t);
});

afterAll(async () => {
  await t.close();
  await wathq.close();
});

type Headers = Record<string, string>;

async function ask(headers: Headers, unifiedNumber: string) {
  const document = await uploadFile(t, headers, await jpeg());
  return call(t, 'POST', '/organization/me/verification', headers, { unifiedNumber, document });
}

function decide(organizationId: string, decision: 'APPROVED' | 'REJECTED', reason: string) {
  return call(t, 'PATCH', `/operator/organizations/${organizationId}/verification`, operator.headers, {
    decision,
    reason,
  });
}

async function pending() {
  const response = await call(t, 'GET', '/operator/verifications?paginate[limit]=50', operator.headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { items: { organization: { id: string }; wathq?: unknown }[] } }>().data.items;
}

describe("an organization's verification", () => {
  it('starts at NONE, waits as PENDING, and shows the Wathq lookup to operators', async () => {
    const organization = await onboardedOrganization(t);
    expect((await call(t, 'GET', '/organization/me/verification', organization.headers)).json()).toEqual({
      data: { state: 'NONE', unifiedNumber: null, reason: null, requestedAt: null, decidedAt: null },
    });
    const asked = await ask(organization.headers, '٧٠٠١٢٣٤٥٦٧');
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ data: { state: 'PENDING', unifiedNumber: '7001234567' } });
    expect((await ask(organization.headers, '7001234567')).statusCode).toBe(409);

    const item = (await pending()).find(
      (candidate) => candidate.organization.id === organization.organizationId,
    );
    expect(item).toMatchObject({
      unifiedNumber: '7001234567',
      status: 'PENDING',
      // An image sent to /upload/images, as the web app did before /upload/documents, still stands.
      document: expect.stringMatching(/^\/models\/api\/v1\/documents\/[0-9a-f-]{36}\.webp$/) as unknown,
      documentType: 'image/webp',
      wathq: { found: true, name: 'شركة استوديو الرياض للإنتاج', status: 'active', city: 'الرياض' },
    });
    expect(wathq.asked).toContain('7001234567');
    const { document } = item as unknown as { document: string };
    const opened = await t.app.inject({ method: 'GET', url: document, headers: operator.headers });
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'image/webp']);
    const byOwner = await t.app.inject({ method: 'GET', url: document, headers: organization.headers });
    // Public media is not a document of its uploader's: the console's route is the operators'.
    expect(byOwner.statusCode).toBe(404);
  });

  it('once approved, puts verified: true on its job cards, job page and public page, and in the filter', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const job = await postJob(t, organization.headers);
    await ask(organization.headers, '7001234567');
    const approved = await decide(organization.organizationId, 'APPROVED', 'Number and document match.');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ data: { status: 'VERIFIED', organization: { verified: true } } });
    expect(
      (await call(t, 'GET', '/organization/me/verification', organization.headers)).json(),
    ).toMatchObject({
      data: { state: 'VERIFIED' },
    });

    const verifiedOnly = await call(
      t,
      'GET',
      '/jobs?filter[verified]=true&paginate[limit]=50',
      talent.headers,
    );
    const cards = verifiedOnly.json<{
      data: { items: { id: string; organization: { verified: boolean } }[] };
    }>().data.items;
    expect(cards.find((card) => card.id === job.id)?.organization.verified).toBe(true);
    expect(cards.every((card) => card.organization.verified)).toBe(true);
    const detail = await call(t, 'GET', `/jobs/${job.id}`, talent.headers);
    expect(detail.json()).toMatchObject({ data: { organization: { verified: true } } });
    const page = await call(t, 'GET', `/organizations/${organization.organizationId}`, talent.headers);
    expect(page.json()).toMatchObject({ data: { verified: true } });
    expect((await ask(organization.headers, '7001234567')).statusCode).toBe(409);
  });

  it('when rejected, tells the organization why, and it may ask again', async () => {
    const organization = await onboardedOrganization(t);
    await ask(organization.headers, '7009999999');
    const item = (await pending()).find(
      (candidate) => candidate.organization.id === organization.organizationId,
    );
    expect(item?.wathq).toMatchObject({ found: true, status: 'deleted' });
    expect(
      (await decide(organization.organizationId, 'REJECTED', 'The registration is struck off.')).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'GET', '/organization/me/verification', organization.headers)).json(),
    ).toMatchObject({
      data: { state: 'REJECTED', reason: 'The registration is struck off.' },
    });
    expect((await decide(organization.organizationId, 'APPROVED', 'x')).statusCode).toBe(409);
    expect((await ask(organization.headers, '7001234567')).statusCode).toBe(201);
  });

  it('refuses a talent, a number that is not one, and a document that is not its own', async () => {
    const talent = await onboardedTalent(t);
    expect((await call(t, 'GET', '/organization/me/verification', talent.headers)).statusCode).toBe(403);
    const organization = await onboardedOrganization(t);
    const badNumber = await ask(organization.headers, '1012345678');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json()).toMatchObject({
      message: ['Enter the Unified National Number: 10 digits starting with 7.'],
    });
    const theirs = await uploadFile(t, talent.headers, await jpeg());
    const notOwn = await call(t, 'POST', '/organization/me/verification', organization.headers, {
      unifiedNumber: '7001234567',
      document: theirs,
    });
    expect(notOwn.statusCode).toBe(400);
  });
});

describe('without Wathq settings', () => {
  it('has no lookup in the console', async () => {
    const plain = await buildTestApp();
    try {
      const organization = await onboardedOrganization(plain);
      const document = await uploadFile(plain, organization.headers, await jpeg());
      await call(plain, 'POST', '/organization/me/verification', organization.headers, {
        unifiedNumber: '7001234567',
        document,
      });
      const plainOperator = await operatorSession(plain);
      const list = await call(plain, 'GET', '/operator/verifications', plainOperator.headers);
      const [item] = list.json<{ data: { items: Record<string, unknown>[] } }>().data.items;
      expect(item).toBeDefined();
      expect(item).not.toHaveProperty('wathq');
    } finally {
      await plain.close();
    }
  });
});
