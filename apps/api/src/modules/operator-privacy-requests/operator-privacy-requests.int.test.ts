import { OperatorPrivacyRequestSchema, pageOf } from '@casting/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifiedAccount } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { onboardedOrganization } from '../../../test/onboarded';
import { operatorSession } from '../../../test/operators';

let t: TestApp;
let operator: Awaited<ReturnType<typeof operatorSession>>;

beforeAll(async () => {
  t = await buildTestApp();
});

// Operator sessions last 12 hours on the test clock, which these tests move by days.
beforeEach(async () => {
  operator = await operatorSession(t);
});

afterAll(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const RequestsPage = pageOf(OperatorPrivacyRequestSchema);

async function listed(state: 'OPEN' | 'COMPLETED') {
  const response = await call(
    t,
    'GET',
    `/operator/privacy-requests?filter[state]=${state}&paginate[limit]=50`,
    operator.headers,
  );
  expect(response.statusCode, response.body).toBe(200);
  return RequestsPage.parse(response.json<{ data: unknown }>().data).items;
}

async function auditActions(targetId: string) {
  const response = await call(t, 'GET', '/operator/audit-log', operator.headers);
  return response
    .json<{ data: { items: { action: string; targetId: string; reason: string }[] } }>()
    .data.items.filter((entry) => entry.targetId === targetId)
    .map((entry) => [entry.action, entry.reason]);
}

describe("people's requests about their data in the console", () => {
  it('writes down a request with its 30-day deadline, marks it overdue after, and completes it once, all audited', async () => {
    const person = await verifiedAccount(t, { firstName: 'Hind', lastName: 'Alzahrani' });
    const logged = await call(t, 'POST', '/operator/privacy-requests', operator.headers, {
      userId: person.userId,
      kind: 'CORRECTION',
      details: 'Asked by e-mail to correct her birth date.',
    });
    expect(logged.statusCode).toBe(201);
    const request = OperatorPrivacyRequestSchema.parse(logged.json<{ data: unknown }>().data);
    expect(request).toMatchObject({
      kind: 'CORRECTION',
      details: 'Asked by e-mail to correct her birth date.',
      user: { userId: person.userId, name: 'Hind Alzahrani', email: person.email },
      completedAt: null,
      overdue: false,
    });
    expect(new Date(request.dueAt).getTime() - new Date(request.createdAt).getTime()).toBe(30 * DAY);
    expect((await listed('OPEN')).map((item) => item.id)).toContain(request.id);

    t.clock.advance(31 * DAY);
    operator = await operatorSession(t);
    expect((await listed('OPEN')).find((item) => item.id === request.id)?.overdue).toBe(true);

    const done = await call(t, 'PATCH', `/operator/privacy-requests/${request.id}`, operator.headers, {
      reason: 'Birth date corrected from her ID.',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ data: { completedAt: string | null; overdue: boolean } }>().data).toMatchObject({
      completedAt: t.clock.now().toISOString(),
      overdue: false,
    });
    expect((await listed('OPEN')).map((item) => item.id)).not.toContain(request.id);
    expect((await listed('COMPLETED')).map((item) => item.id)).toContain(request.id);

    const again = await call(t, 'PATCH', `/operator/privacy-requests/${request.id}`, operator.headers, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This request is already completed.');
    expect(await auditActions(request.id)).toEqual([
      ['PRIVACY_REQUEST_COMPLETED', 'Birth date corrected from her ID.'],
      ['PRIVACY_REQUEST_LOGGED', 'Asked by e-mail to correct her birth date.'],
    ]);
  });

  it('orders open requests by deadline and names an organization by its name', async () => {
    const organization = await onboardedOrganization(t);
    const person = await verifiedAccount(t);
    const later = await call(t, 'POST', '/operator/privacy-requests', operator.headers, {
      userId: person.userId,
      kind: 'EXPORT',
      details: 'Wants a copy of her data.',
    });
    t.clock.advance(60 * 60 * 1000);
    const latest = await call(t, 'POST', '/operator/privacy-requests', operator.headers, {
      userId: organization.organizationId,
      kind: 'DELETION',
      details: 'Asked to close the studio account.',
    });
    const open = await listed('OPEN');
    const ids = open.map((item) => item.id);
    const laterId = later.json<{ data: { id: string } }>().data.id;
    const latestId = latest.json<{ data: { id: string } }>().data.id;
    expect(ids.indexOf(laterId)).toBeLessThan(ids.indexOf(latestId));
    expect(open.find((item) => item.id === latestId)?.user).toMatchObject({
      userId: organization.userId,
      name: expect.not.stringMatching(/^\s*$/),
    });
  });

  it('refuses an unknown account, a missing note and an unknown request, and a user token finds nothing', async () => {
    const unknown = await call(t, 'POST', '/operator/privacy-requests', operator.headers, {
      userId: '00000000-0000-4000-8000-000000000000',
      kind: 'EXPORT',
      details: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const person = await verifiedAccount(t);
    const bare = await call(t, 'POST', '/operator/privacy-requests', operator.headers, {
      userId: person.userId,
      kind: 'EXPORT',
      details: ' ',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string[] }>().message).toEqual(['Note is required.']);
    const missing = await call(
      t,
      'PATCH',
      '/operator/privacy-requests/00000000-0000-4000-8000-000000000000',
      operator.headers,
      { reason: 'Done' },
    );
    expect(missing.statusCode).toBe(404);
    expect((await call(t, 'GET', '/operator/privacy-requests', person.headers)).statusCode).toBe(404);
  });
});
