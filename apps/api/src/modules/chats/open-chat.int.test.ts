import { ChatSummarySchema } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('an organization opening a chat with a talent', () => {
  it('creates it on first contact and returns the same chat afterwards, the one an application uses', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Reem', lastName: 'Alqahtani' });
    const first = await call(t, 'POST', '/chats', organization.headers, {
      individualId: talent.individualId,
    });
    expect(first.statusCode).toBe(200);
    const chat = ChatSummarySchema.parse(first.json().data);
    expect(chat).toMatchObject({ friend: { name: 'Reem Alqahtani' }, latestMessage: null, unreadCount: 0 });
    const again = await call(t, 'POST', '/chats', organization.headers, {
      individualId: talent.individualId,
    });
    expect(again.json().data.id).toBe(chat.id);
    const applied = await apply(t, talent.headers, await postJob(t, organization.headers));
    expect(applied.json().data.chatId).toBe(chat.id);
  });

  it('is for organizations, and a hidden or unknown talent is not found', async () => {
    const talent = await onboardedTalent(t);
    const other = await onboardedTalent(t);
    expect(
      (await call(t, 'POST', '/chats', talent.headers, { individualId: other.individualId })).statusCode,
    ).toBe(403);
    const organization = await onboardedOrganization(t);
    await call(t, 'PATCH', '/individuals/me', other.headers, { isVisible: false });
    expect(
      (await call(t, 'POST', '/chats', organization.headers, { individualId: other.individualId }))
        .statusCode,
    ).toBe(404);
    const unknown = { individualId: '00000000-0000-4000-8000-000000000000' };
    expect((await call(t, 'POST', '/chats', organization.headers, unknown)).statusCode).toBe(404);
    expect(
      (await call(t, 'POST', '/chats', organization.headers, { individualId: 'x', extra: 1 })).statusCode,
    ).toBe(400);
  });
});
