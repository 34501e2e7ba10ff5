import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { collectEvents } from '../../../test/sse';

let t: TestApp;
let base: string;

beforeEach(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await t.close();
});

describe('the live event stream', () => {
  it('needs a session', async () => {
    const response = await fetch(`${base}${API}/events`);
    expect(response.status).toBe(401);
  });

  it('tells the other participant about a new message and a status change, each with its notification, and no one else', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const stranger = await onboardedTalent(t);
    const { chatId, jobRequest } = (await apply(t, talent.headers, job)).json().data as {
      chatId: string;
      jobRequest: { id: string };
    };

    let opened = 0;
    let bothOpen: () => void = () => undefined;
    const whenOpen = new Promise<void>((resolve) => (bothOpen = resolve));
    const onOpen = () => {
      opened += 1;
      if (opened === 2) bothOpen();
    };
    const talentEvents = collectEvents(`${base}${API}/events`, talent.token, { count: 4, onOpen });
    const strangerEvents = collectEvents(`${base}${API}/events`, stranger.token, {
      count: 1,
      timeoutMs: 3000,
      onOpen,
    });
    await whenOpen;

    await t.app.inject({
      method: 'POST',
      url: `${API}/chats/${chatId}/messages`,
      headers: organization.headers,
      payload: { content: 'Welcome aboard' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `${API}/jobs/${job.id}/accept`,
      headers: organization.headers,
      payload: { requestId: jobRequest.id },
    });
    expect(await talentEvents).toEqual([
      { event: 'message', data: { chatId } },
      { event: 'notification', data: {} },
      { event: 'job-request', data: { chatId } },
      { event: 'notification', data: {} },
    ]);
    expect(await strangerEvents).toEqual([]);
  });
});
