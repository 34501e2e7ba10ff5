import { BlockedUserSchema, pageOf } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { API } from '../../../test/accounts';
import { call } from '../../../test/hiring';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { openEventStream } from '../../../test/sse';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const BlockedPage = pageOf(BlockedUserSchema);

describe('blocking', () => {
  it('blocks an account by its user, talent profile or organization id, once, lists it with its name and picture, and unblocks it', async () => {
    const talent = await onboardedTalent(t, 'MODEL', { firstName: 'Lina', lastName: 'Saleh' });
    const organization = await onboardedOrganization(t);
    const other = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Omar', lastName: 'Fahad' });
    for (const id of [organization.organizationId, organization.userId]) {
      const blocked = await call(t, 'PUT', `/blocks/${id}`, talent.headers);
      expect(blocked.statusCode).toBe(200);
      expect(blocked.json().data).toEqual({ userId: organization.userId, blocked: true });
    }
    t.clock.advance(1000);
    expect((await call(t, 'PUT', `/blocks/${other.individualId}`, talent.headers)).json().data).toEqual({
      userId: other.userId,
      blocked: true,
    });

    const listed = BlockedPage.parse((await call(t, 'GET', '/blocks', talent.headers)).json().data);
    expect(listed.meta).toEqual({ page: 1, limit: 15, hasMore: false });
    expect(listed.items.map((item) => [item.userId, item.name, item.individualId])).toEqual([
      [other.userId, 'Omar Fahad', other.individualId],
      [organization.userId, expect.any(String), null],
    ]);
    expect(listed.items[1]?.profilePicture).toMatch(/^\/media\//);
    const firstPage = BlockedPage.parse(
      (await call(t, 'GET', '/blocks?paginate[limit]=1', talent.headers)).json().data,
    );
    expect(firstPage.meta.hasMore).toBe(true);

    for (let round = 0; round < 2; round += 1) {
      const unblocked = await call(t, 'DELETE', `/blocks/${other.individualId}`, talent.headers);
      expect(unblocked.json().data).toEqual({ userId: other.userId, blocked: false });
    }
    const after = BlockedPage.parse((await call(t, 'GET', '/blocks', talent.headers)).json().data);
    expect(after.items.map((item) => item.userId)).toEqual([organization.userId]);
    // The blocked side's own list shows nothing of it.
    expect(
      BlockedPage.parse((await call(t, 'GET', '/blocks', organization.headers)).json().data).items,
    ).toEqual([]);
  });

  it('answers 404 for an account the caller cannot see and 409 for the caller itself', async () => {
    const talent = await onboardedTalent(t);
    const hidden = await onboardedTalent(t);
    await call(t, 'PATCH', '/individuals/me', hidden.headers, { isVisible: false });
    const missing = await call(t, 'PUT', `/blocks/${hidden.individualId}`, talent.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This account does not exist.');
    const self = await call(t, 'PUT', `/blocks/${talent.userId}`, talent.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot block yourself.');
    const arabic = await call(t, 'PUT', `/blocks/${talent.userId}`, {
      ...talent.headers,
      'accept-language': 'ar',
    });
    expect(arabic.json().message).toBe('لا يمكنك حظر نفسك.');
  });

  it('closes and opens again the chat on both sides live: each side hears a "chat" event for it', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const { chatId } = (await apply(t, talent.headers, job)).json().data as { chatId: string };
    const streams = await Promise.all(
      [talent.token, organization.token].map((token) => openEventStream(`${base}${API}/events`, token)),
    );
    try {
      expect((await call(t, 'PUT', `/blocks/${organization.userId}`, talent.headers)).statusCode).toBe(200);
      for (const stream of streams) expect((await stream.next('chat')).data).toEqual({ chatId });
      const closed = await call(t, 'GET', `/chats/${chatId}/messages`, organization.headers);
      expect(closed.json().data.closed).toBe(true);

      expect((await call(t, 'DELETE', `/blocks/${organization.userId}`, talent.headers)).statusCode).toBe(
        200,
      );
      for (const stream of streams) expect((await stream.next('chat')).data).toEqual({ chatId });
      const open = await call(t, 'GET', `/chats/${chatId}/messages`, organization.headers);
      expect(open.json().data.closed).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
