import { UNFINISHED_STEP_MESSAGES, UserStatusSchema } from '@casting/contract';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices';
import { media } from '../../db/schema/media';
import { organizations } from '../../db/schema/organizations';
import { privacyRequests } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { API, PASSWORD, signup } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { acceptedContract, proposedMilestone, releasedMilestone } from '../../../test/contracts';
import { call } from '../../../test/hiring';
import { ORGANIZATION_REVIEW, TALENT_REVIEW, writeReview } from '../../../test/reviews';
import { payAtSimulator, returnToApp } from '../../../test/simulator-checkout';

type Headers = Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

function deleteAccount(headers: Headers, password: unknown, language = 'en') {
  return t.app.inject({
    method: 'DELETE',
    url: `${API}/users/me`,
    headers: { ...headers, 'accept-language': language },
    payload: { password },
  });
}

async function signIn(email: string, role: 'INDIVIDUAL' | 'ORGANIZATION') {
  return t.app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email, password: PASSWORD, role },
  });
}

async function sessionOf(email: string, role: 'INDIVIDUAL' | 'ORGANIZATION'): Promise<Headers> {
  const response = await signIn(email, role);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json<{ data: { token: string } }>().data.token}` };
}

async function deletionRequestsOf(userId: string) {
  return t.db.db
    .select({
      dueAt: privacyRequests.dueAt,
      completedAt: privacyRequests.completedAt,
      createdAt: privacyRequests.createdAt,
    })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'DELETION')));
}

async function chatFriend(headers: Headers, chatId: string) {
  const listed = await call(t, 'GET', '/chats', headers);
  type Summary = { id: string; closed: boolean; friend: Record<string, unknown> };
  const chats = listed.json<{ data: { items: Summary[] } }>().data.items;
  const chat = chats.find((item) => item.id === chatId);
  if (chat === undefined) throw new Error(`chat ${chatId} not listed: ${listed.body}`);
  return chat;
}

async function heldMilestone(contract: Awaited<ReturnType<typeof acceptedContract>>) {
  const milestone = await proposedMilestone(t, contract, 100_000, { accept: true });
  const funding = await call(t, 'POST', `/milestones/${milestone.id}/funding`, contract.organization.headers);
  const { redirectUrl } = funding.json<{ data: { redirectUrl: string } }>().data;
  await returnToApp(t, await payAtSimulator(t, redirectUrl));
  return milestone;
}

describe("deleting one's own account (issue 36)", () => {
  it('is confirmed with the password: a wrong one is refused and nothing changes', async () => {
    const { talent, organization } = await acceptedContract(t);
    const wrong = await deleteAccount(talent.headers, 'not-the-password', 'ar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: ['كلمة المرور غير صحيحة.'] });
    expect((await call(t, 'GET', '/users/me', talent.headers)).statusCode).toBe(200);
    expect(
      (await call(t, 'GET', `/individuals/${talent.individualId}`, organization.headers)).statusCode,
    ).toBe(200);
    const empty = await deleteAccount(talent.headers, '');
    expect(empty.statusCode).toBe(400);
  });

  it('ends every session and takes the profile out of the marketplace at once; the chat shows a deleted account', async () => {
    const { talent, organization, chatId, job } = await acceptedContract(t);
    const response = await deleteAccount(talent.headers, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await call(t, 'GET', '/users/me', talent.headers)).statusCode).toBe(401);

    expect(
      (await call(t, 'GET', `/individuals/${talent.individualId}`, organization.headers)).statusCode,
    ).toBe(404);
    const list = await call(t, 'GET', '/individuals?paginate[limit]=50', organization.headers);
    expect(list.body).not.toContain(talent.individualId);
    const applicants = await call(t, 'GET', `/jobs/${job.id}/job-requests`, organization.headers);
    expect(applicants.statusCode).toBe(200);
    expect(applicants.body).not.toContain(talent.individualId);

    const chat = await chatFriend(organization.headers, chatId);
    expect(chat.closed).toBe(true);
    expect(chat.friend).toMatchObject({
      name: 'Deleted account',
      deleted: true,
      profilePicture: null,
      individualId: null,
    });
    const messages = await call(t, 'GET', `/chats/${chatId}/messages`, organization.headers);
    expect(messages.json()).toMatchObject({ data: { closed: true, friendDeleted: true } });
    const sent = await call(t, 'POST', `/chats/${chatId}/messages`, organization.headers, {
      content: 'Are you there?',
    });
    expect(sent.statusCode).toBe(403);

    const [request] = await deletionRequestsOf(talent.userId);
    expect(request?.completedAt).toBeNull();
    expect(request ? request.dueAt.getTime() - request.createdAt.getTime() : 0).toBe(30 * DAY_MS);
  });

  it("takes an organization's jobs out of Explore at once", async () => {
    const { talent, organization, job } = await acceptedContract(t);
    expect((await deleteAccount(organization.headers, PASSWORD)).statusCode).toBe(200);
    const jobs = await call(t, 'GET', '/jobs?paginate[limit]=50', talent.headers);
    expect(jobs.body).not.toContain(job.id);
    expect(
      (await call(t, 'GET', `/organizations/${organization.organizationId}`, talent.headers)).statusCode,
    ).toBe(404);
  });

  it('can be undone by signing in within 14 days and restoring; until then the session can do nothing else', async () => {
    const { talent, organization } = await acceptedContract(t);
    expect((await deleteAccount(talent.headers, PASSWORD)).statusCode).toBe(200);
    const requestedAt = t.clock.now();
    t.clock.advance(13 * DAY_MS);

    const headers = await sessionOf(talent.email, 'INDIVIDUAL');
    const status = UserStatusSchema.parse(
      (await call(t, 'GET', '/users/me', headers)).json<{ data: unknown }>().data,
    );
    expect(status.deletion).toEqual({
      requestedAt: requestedAt.toISOString(),
      destroysAt: new Date(requestedAt.getTime() + 14 * DAY_MS).toISOString(),
    });
    const elsewhere = await call(t, 'GET', '/jobs', headers);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: UNFINISHED_STEP_MESSAGES.deleting });

    const organizationHeaders = await sessionOf(organization.email, 'ORGANIZATION');
    const restored = await call(t, 'POST', '/users/me/restore', headers);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ data: { deletion: unknown } }>().data.deletion).toBeNull();
    expect((await call(t, 'GET', '/jobs', headers)).statusCode).toBe(200);
    expect(
      (await call(t, 'GET', `/individuals/${talent.individualId}`, organizationHeaders)).statusCode,
    ).toBe(200);
    const [request] = await deletionRequestsOf(talent.userId);
    expect(request?.completedAt).not.toBeNull();

    t.clock.advance(2 * DAY_MS);
    await t.app.accountDestruction.runDue();
    expect((await call(t, 'GET', '/users/me', headers)).statusCode).toBe(200);
  });

  it('is refused while money is held on a contract, naming what to settle, for both sides', async () => {
    const contract = await acceptedContract(t);
    await heldMilestone(contract);
    for (const headers of [contract.talent.headers, contract.organization.headers]) {
      const refused = await deleteAccount(headers, PASSWORD);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toContain('Settle it first');
    }
    expect((await call(t, 'GET', '/users/me', contract.talent.headers)).statusCode).toBe(200);
  });

  it('stops money going into the contract of an account being deleted', async () => {
    const contract = await acceptedContract(t);
    const milestone = await proposedMilestone(t, contract, 100_000, { accept: true });
    expect((await deleteAccount(contract.talent.headers, PASSWORD)).statusCode).toBe(200);
    const funding = await call(
      t,
      'POST',
      `/milestones/${milestone.id}/funding`,
      contract.organization.headers,
    );
    expect(funding.statusCode).toBe(409);
    expect(funding.json()).toMatchObject({
      message: 'This account is being deleted, so no money can be paid into this contract.',
    });
  });

  it('is refused while the talent has money available to withdraw', async () => {
    const { talent } = await releasedMilestone(t);
    const refused = await deleteAccount(talent.headers, PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Withdraw it');
  });

  it('destroys the personal data and files after 14 days; reviews stay as "Former member", invoices stay, the address is free again', async () => {
    const contract = await releasedMilestone(t);
    const { organization, talent, job } = contract;
    const finished = await call(t, 'PATCH', `/jobs/${job.id}/finish`, organization.headers, {
      requestId: contract.requestId,
    });
    expect(finished.statusCode).toBe(200);
    expect((await writeReview(t, talent.headers, contract.requestId, TALENT_REVIEW)).statusCode).toBe(201);
    expect(
      (await writeReview(t, organization.headers, contract.requestId, ORGANIZATION_REVIEW)).statusCode,
    ).toBe(201);
    const invoicesBefore = await t.db.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, organization.userId));
    expect(invoicesBefore.length).toBeGreaterThan(0);
    const [logo] = await t.db.db.select().from(media).where(eq(media.ownerId, organization.userId));
    expect(logo).toBeDefined();
    const logoPath = join(t.dataDir, 'media', logo?.fileName ?? '');
    expect(existsSync(logoPath)).toBe(true);

    expect((await deleteAccount(organization.headers, PASSWORD)).statusCode).toBe(200);
    t.clock.advance(14 * DAY_MS + 1000);
    expect((await signIn(organization.email, 'ORGANIZATION')).statusCode).toBe(401);
    await t.app.accountDestruction.runDue();

    const [user] = await t.db.db.select().from(users).where(eq(users.id, organization.userId));
    expect(user).toMatchObject({ firstName: '', lastName: '' });
    expect(user?.destroyedAt).not.toBeNull();
    expect(user?.email).not.toContain(organization.email);
    const [profile] = await t.db.db
      .select()
      .from(organizations)
      .where(eq(organizations.userId, organization.userId));
    expect(profile).toMatchObject({ name: '', bio: '', phone: '', logo: '', website: '' });
    expect(await t.db.db.select().from(media).where(eq(media.ownerId, organization.userId))).toEqual([]);
    expect(existsSync(logoPath)).toBe(false);
    expect(await t.db.db.select().from(invoices).where(eq(invoices.userId, organization.userId))).toEqual(
      invoicesBefore,
    );
    const [request] = await deletionRequestsOf(organization.userId);
    expect(request?.completedAt).not.toBeNull();

    const talentHeaders = await sessionOf(talent.email, 'INDIVIDUAL');
    const reviews = await call(t, 'GET', `/individuals/${talent.individualId}/reviews`, talentHeaders);
    expect(reviews.json<{ data: { reviews: unknown[] } }>().data.reviews).toEqual([
      expect.objectContaining({
        organizationName: 'Former member',
        formerMember: true,
        comment: ORGANIZATION_REVIEW.comment,
      }),
    ]);
    expect((await chatFriend(talentHeaders, contract.chatId)).friend).toMatchObject({ deleted: true });

    const again = await signup(t, { email: organization.email, role: 'ORGANIZATION' });
    expect(again.userId).not.toBe(organization.userId);
  });
});
