import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { apply, createTag, jobBody, postJob } from '../../test/jobs';
import { isoMedia, multipart } from '../../test/media-files';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import { waitText } from './account-limits';

let t: TestApp;

afterEach(async () => {
  await t.close();
});

type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** A 429 whose Retry-After and sentence agree. */
function expectRefused(response: Response, sentence: string, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: `${sentence} Please try again in ${waitText(seconds)}.`,
  });
}

function mediaFiles(): string[] {
  const directory = join(t.dataDir, 'media');
  return existsSync(directory) ? readdirSync(directory) : [];
}

function upload(headers: Record<string, string>, file: Buffer) {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: `${API}/upload/videos`,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

describe('per-account limits', () => {
  it('lets an account send 30 messages a minute, then again once the minute has passed', async () => {
    t = await buildTestApp();
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const { chatId } = (await apply(t, talent.headers, await postJob(t, organization.headers))).json<{
      data: { chatId: string };
    }>().data;
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/chats/${chatId}/messages`,
        headers,
        payload: { content: 'Are the fittings on Sunday?' },
      });

    for (let i = 0; i < 30; i += 1) expect((await send(talent.headers)).statusCode).toBe(201);
    expectRefused(await send(talent.headers), 'You can send up to 30 messages a minute.', 60);
    // The limit is the sender's: the other side of the chat still writes.
    expect((await send(organization.headers)).statusCode).toBe(201);

    t.clock.advance(61_000);
    expect((await send(talent.headers)).statusCode).toBe(201);
  });

  it('counts only applications that were made', async () => {
    t = await buildTestApp({ env: { ACCOUNT_APPLICATIONS_PER_DAY: '3' } });
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const first = await postJob(t, organization.headers);
    const second = await postJob(t, organization.headers);
    const third = await postJob(t, organization.headers);
    const fourth = await postJob(t, organization.headers);

    expect((await apply(t, talent.headers, first)).statusCode).toBe(201);
    // A second application to the same job is refused and rolled back: it takes nothing.
    for (let i = 0; i < 3; i += 1) expect((await apply(t, talent.headers, first)).statusCode).toBe(409);
    expect((await apply(t, talent.headers, second)).statusCode).toBe(201);
    expect((await apply(t, talent.headers, third)).statusCode).toBe(201);
    expectRefused(await apply(t, talent.headers, fourth), 'You can apply for up to 3 jobs a day.', 86_400);

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await apply(t, talent.headers, fourth)).statusCode).toBe(201);
  });

  it('lets an organization post 20 jobs a day', async () => {
    t = await buildTestApp();
    const organization = await onboardedOrganization(t);
    const body = await jobBody(t, organization.headers);
    const post = () =>
      t.app.inject({ method: 'POST', url: `${API}/jobs`, headers: organization.headers, payload: body });
    for (let i = 0; i < 20; i += 1) expect((await post()).statusCode).toBe(201);
    const refused = await post();
    expectRefused(refused, 'You can post up to 20 jobs a day.', 86_400);
    expect(refused.json<{ message: string }>().message).toMatch(/in 24 hours\.$/);

    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await post()).statusCode).toBe(201);
  });

  it('counts only invitations that were made, and lets none through beyond the limit', async () => {
    t = await buildTestApp({ env: { ACCOUNT_INVITATIONS_PER_DAY: '2' } });
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const [first, second, third] = [
      await onboardedTalent(t),
      await onboardedTalent(t),
      await onboardedTalent(t),
    ];
    const invite = (talent: { individualId: string }) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/jobs/${job.id}/invitations`,
        headers: organization.headers,
        payload: { individualId: talent.individualId },
      });

    expect((await invite(first)).statusCode).toBe(201);
    // The same talent again is refused and rolled back: it takes nothing.
    expect((await invite(first)).statusCode).toBe(409);
    expect((await invite(second)).statusCode).toBe(201);
    expectRefused(await invite(third), 'You can send up to 2 invitations a day.', 86_400);
    // The refused invitation left no card, chat or notification with the talent.
    const chats = await t.app.inject({ method: 'GET', url: `${API}/chats`, headers: third.headers });
    expect(chats.json<{ data: { items: unknown[] } }>().data.items).toEqual([]);
    const bell = await t.app.inject({ method: 'GET', url: `${API}/notifications`, headers: third.headers });
    expect(bell.json<{ data: { items: unknown[] } }>().data.items).toEqual([]);

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await invite(third)).statusCode).toBe(201);
  });

  it('counts only the chats an organization starts, never one it opens again', async () => {
    t = await buildTestApp({ env: { ACCOUNT_CHATS_PER_DAY: '2' } });
    const organization = await onboardedOrganization(t);
    const [first, second, third] = [
      await onboardedTalent(t),
      await onboardedTalent(t),
      await onboardedTalent(t),
    ];
    const open = (talent: { individualId: string }) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/chats`,
        headers: organization.headers,
        payload: { individualId: talent.individualId },
      });

    expect((await open(first)).statusCode).toBe(200);
    expect((await open(first)).statusCode).toBe(200);
    expect((await open(second)).statusCode).toBe(200);
    expectRefused(await open(third), 'You can start up to 2 new chats a day.', 86_400);
    const chats = await t.app.inject({ method: 'GET', url: `${API}/chats`, headers: third.headers });
    expect(chats.json<{ data: { items: unknown[] } }>().data.items).toEqual([]);
    // Chats already started stay open to the organization.
    expect((await open(first)).statusCode).toBe(200);

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await open(third)).statusCode).toBe(200);
  });

  it('lets an account add 30 tags an hour', async () => {
    t = await buildTestApp();
    const organization = await onboardedOrganization(t);
    for (let i = 0; i < 30; i += 1) await createTag(t, organization.headers, `tag${String(i)}`);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/tags`,
      headers: organization.headers,
      payload: { title: 'onemore' },
    });
    expectRefused(refused, 'You can add up to 30 tags an hour.', 3600);
    t.clock.advance(60 * 60 * 1000);
    expect(await createTag(t, organization.headers, 'onemore')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets an account upload 60 files an hour, and writes nothing for a refused one', async () => {
    t = await buildTestApp();
    const talent = await onboardedTalent(t);
    // Onboarding uploaded four files.
    for (let i = 0; i < 56; i += 1)
      expect((await upload(talent.headers, isoMedia('isom'))).statusCode).toBe(201);
    const files = mediaFiles().length;
    expectRefused(
      await upload(talent.headers, isoMedia('isom')),
      'You can upload up to 60 files an hour.',
      3600,
    );
    expect(mediaFiles()).toHaveLength(files);
    t.clock.advance(60 * 60 * 1000);
    expect((await upload(talent.headers, isoMedia('isom'))).statusCode).toBe(201);
  });

  it('keeps what an account stores under its limit, with a 413 and no file beyond it', async () => {
    t = await buildTestApp({ env: { ACCOUNT_MEDIA_STORAGE_MB: '1' } });
    const talent = await onboardedTalent(t);
    const video = isoMedia('isom', 400 * 1024);
    expect((await upload(talent.headers, video)).statusCode).toBe(201);
    expect((await upload(talent.headers, video)).statusCode).toBe(201);
    const files = mediaFiles().length;
    const refused = await upload(talent.headers, video);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: ['Your uploads exceed the 1MB storage limit.'],
    });
    expect(mediaFiles()).toHaveLength(files);
    // Storage does not come back with time.
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await upload(talent.headers, video)).statusCode).toBe(413);
  });
});
