import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apply, postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import { startSecondApiProcess, stopServerProcess, type ServerProcess } from '../../test/server-process';
import { messages } from '../db/schema/chats';

let t: TestApp;
let other: ServerProcess | undefined;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await stopServerProcess(other);
  other = undefined;
  await t.close();
});

describe('a per-account limit on PostgreSQL', () => {
  it('holds for a burst sent at once through two API processes', async () => {
    other = await startSecondApiProcess(t);
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const { chatId } = (await apply(t, talent.headers, await postJob(t, organization.headers))).json<{
      data: { chatId: string };
    }>().data;
    const path = `${API}/chats/${chatId}/messages`;
    const payload = { content: 'Is the shoot still on?' };
    const throughThis = () =>
      t.app
        .inject({ method: 'POST', url: path, headers: talent.headers, payload })
        .then((r) => ({ process: 'this', status: r.statusCode, body: r.body }));
    const throughOther = () =>
      fetch(`http://127.0.0.1:${String(other?.port)}${path}`, {
        method: 'POST',
        headers: { ...talent.headers, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }).then(async (r) => ({ process: 'other', status: r.status, body: await r.text() }));

    const answers = await Promise.all(
      Array.from({ length: 46 }, (_, index) => (index % 2 === 0 ? throughThis() : throughOther())),
    );
    const statuses = answers.map((answer) => answer.status);
    // A burst this size can outrun a pool on a busy machine: a 503 is shed load, never sent.
    const shed = statuses.filter((status) => status === 503).length;
    const created = statuses.filter((status) => status === 201).length;
    // Anything else is shown with the process that gave it and its body.
    expect(answers.filter(({ status }) => status !== 201 && status !== 429 && status !== 503)).toEqual([]);
    expect(created).toBe(Math.min(30, statuses.length - shed));
    const [row] = await t.db.db.select({ n: count() }).from(messages).where(eq(messages.chatId, chatId));
    // The application's own message, and the ones sent.
    expect(row?.n).toBe(1 + created);
  });
});
