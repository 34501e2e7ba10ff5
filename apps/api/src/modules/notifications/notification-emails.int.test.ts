import { CHAT_PRESENCE } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, mailsTo } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

const MINUTE = 60_000;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

async function hire() {
  const organization = await onboardedOrganization(t);
  const job = await postJob(t, organization.headers, { title: 'Abaya campaign in Riyadh' });
  const talent = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Lina', lastName: 'Saleh' });
  const applied = (await apply(t, talent.headers, job)).json<{
    data: { chatId: string; jobRequest: { id: string } };
  }>().data;
  return { organization, job, talent, chatId: applied.chatId, requestId: applied.jobRequest.id };
}

/** The notification e-mails queued for an address (its sign-up code is left out). */
async function notificationMails(email: string) {
  return (await mailsTo(t, email)).filter((mail) => !/Verify your account/.test(mail.subject));
}

function unsubscribeTokenIn(text: string): string {
  const match = /\/unsubscribe\?token=(\S+)/.exec(text);
  if (match?.[1] === undefined) throw new Error(`no unsubscribe link in ${text}`);
  return decodeURIComponent(match[1]);
}

function unsubscribe(token: string) {
  return t.app.inject({ method: 'POST', url: `${API}/notifications/unsubscribe`, payload: { token } });
}

function accept(headers: Record<string, string>, jobId: string, requestId: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `${API}/jobs/${jobId}/accept`,
    headers,
    payload: { requestId },
  });
}

describe('notification e-mails', () => {
  it('are sent once for a notification left unseen for 10 minutes, with a link to it', async () => {
    const { organization, chatId } = await hire();
    t.clock.advance(9 * MINUTE);
    await t.app.notificationEmails.run();
    expect(await notificationMails(organization.email)).toEqual([]);

    t.clock.advance(2 * MINUTE);
    await t.app.notificationEmails.run();
    await t.app.notificationEmails.run();
    const mails = await notificationMails(organization.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      'Nujoom: \u2068Lina Saleh\u2069 applied for “\u2068Abaya campaign in Riyadh\u2069”',
    );
    expect(mails[0]?.text).toContain(`http://localhost:3000/messages?chat=${chatId}`);
    expect(mails[0]?.html).toContain('/unsubscribe?token=');
  });

  it('are not sent when the notification was seen in the app', async () => {
    const { organization } = await hire();
    const read = await t.app.inject({
      method: 'PATCH',
      url: `${API}/notifications/read`,
      headers: organization.headers,
      payload: { all: true },
    });
    expect(read.statusCode).toBe(200);
    t.clock.advance(11 * MINUTE);
    await t.app.notificationEmails.run();
    expect(await notificationMails(organization.email)).toEqual([]);
  });

  it('are not sent when the kind was switched off meanwhile', async () => {
    const { organization, job, talent, requestId } = await hire();
    await accept(organization.headers, job.id, requestId);
    const off = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/me/notification-settings`,
      headers: talent.headers,
      payload: { settings: [{ kind: 'APPLICATION_ACCEPTED', enabled: false }] },
    });
    expect(off.statusCode).toBe(200);
    t.clock.advance(11 * MINUTE);
    await t.app.notificationEmails.run();
    expect(await notificationMails(talent.email)).toEqual([]);
    expect(await notificationMails(organization.email)).toHaveLength(1);
  });

  it('give at most one e-mail per chat in 30 minutes', async () => {
    const { organization, talent, chatId } = await hire();
    const say = (content: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/chats/${chatId}/messages`,
        headers: organization.headers,
        payload: { content },
      });
    await say('Are you free on Sunday?');
    t.clock.advance(11 * MINUTE);
    await t.app.notificationEmails.run();
    expect((await notificationMails(talent.email)).map((mail) => mail.subject)).toEqual([
      'Nujoom: New message from \u2068Najd Studio\u2069',
    ]);

    await t.app.inject({ method: 'GET', url: `${API}/chats/${chatId}/messages`, headers: talent.headers });
    t.clock.advance(CHAT_PRESENCE.windowMs);
    await say('We start at nine.');
    await say('Bring your own lenses.');
    t.clock.advance(11 * MINUTE);
    await t.app.notificationEmails.run();
    expect(await notificationMails(talent.email)).toHaveLength(1);

    // 30 minutes after the first e-mail, not before.
    t.clock.advance(18 * MINUTE);
    await t.app.notificationEmails.run();
    expect(await notificationMails(talent.email)).toHaveLength(1);
    t.clock.advance(MINUTE);
    await t.app.notificationEmails.run();
    const mails = await notificationMails(talent.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Nujoom: 2 new messages from \u2068Najd Studio\u2069');
  });
});

describe('unsubscribe links', () => {
  it('switch their kind off for their account, without a session', async () => {
    const { organization, job, talent, requestId } = await hire();
    await accept(organization.headers, job.id, requestId);
    t.clock.advance(11 * MINUTE);
    await t.app.notificationEmails.run();
    const [mail] = await notificationMails(talent.email);
    const token = unsubscribeTokenIn(mail?.text ?? '');

    const response = await unsubscribe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { kind: 'APPLICATION_ACCEPTED' } });
    const settings = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/notification-settings`,
      headers: talent.headers,
    });
    expect(settings.json().data.settings).toContainEqual({ kind: 'APPLICATION_ACCEPTED', enabled: false });
    expect(settings.json().data.settings).toContainEqual({ kind: 'JOB_FINISHED', enabled: true });
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('refuse a token forged for another account or another kind', async () => {
    const { organization, job, talent, requestId } = await hire();
    await accept(organization.headers, job.id, requestId);
    t.clock.advance(11 * MINUTE);
    await t.app.notificationEmails.run();
    const [mail] = await notificationMails(talent.email);
    const [, kind, signature] = unsubscribeTokenIn(mail?.text ?? '').split('.');

    for (const forged of [
      `${organization.userId}.${kind ?? ''}.${signature ?? ''}`,
      `${talent.userId}.NEW_MESSAGE.${signature ?? ''}`,
      `${talent.userId}.${kind ?? ''}.${'A'.repeat(43)}`,
      `${talent.userId}.${kind ?? ''}`,
      'nonsense',
    ]) {
      const response = await unsubscribe(forged);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This unsubscribe link is not valid.');
    }
    for (const headers of [organization.headers, talent.headers]) {
      const settings = await t.app.inject({
        method: 'GET',
        url: `${API}/users/me/notification-settings`,
        headers,
      });
      expect(
        settings.json<{ data: { settings: { enabled: boolean }[] } }>().data.settings.every((s) => s.enabled),
      ).toBe(true);
    }
  });
});
