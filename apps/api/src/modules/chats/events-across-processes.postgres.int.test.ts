import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { startSecondApiProcess, stopServerProcess, type ServerProcess } from '../../../test/server-process';
import { collectEvents } from '../../../test/sse';

let t: TestApp;
let other: ServerProcess | undefined;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await stopServerProcess(other);
  await t.close();
});

describe('live events across API processes on one PostgreSQL', () => {
  it('delivers a message sent through one process to a stream held by another', async () => {
    other = await startSecondApiProcess(t);

    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const { chatId } = (await apply(t, talent.headers, job)).json().data as { chatId: string };

    let opened: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const events = collectEvents(`http://127.0.0.1:${other.port}${API}/events`, talent.token, {
      count: 1,
      onOpen: opened,
    });
    await open;
    await t.app.inject({
      method: 'POST',
      url: `${API}/chats/${chatId}/messages`,
      headers: organization.headers,
      payload: { content: 'Sent through process A' },
    });
    expect(await events).toEqual([{ event: 'message', data: { chatId } }]);
  });
});
