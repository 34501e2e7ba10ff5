import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, verifiedAccount } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { apply, postJob } from './jobs';
import { isoMedia, jpeg, multipart } from './media-files';
import { onboardedOrganization, onboardedTalent } from './onboarded';
import { startS3Server, type S3TestServer } from './s3-server';
import { startSecondApiProcess, stopServerProcess, type ServerProcess, statusWithin } from './server-process';
import { collectEvents } from './sse';

// Two API processes, as on two machines: one PostgreSQL database and one S3 bucket, nothing
// else shared. Process A is built in this test; process B is the real server entry.
let s3: S3TestServer;
let t: TestApp;
let other: ServerProcess | undefined;
let otherOrigin: string;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({ env: s3.env });
  other = await startSecondApiProcess(t, s3.env);
  otherOrigin = `http://127.0.0.1:${String(other.port)}`;
});

afterAll(async () => {
  await stopServerProcess(other);
  await t.close();
  await s3.close();
});

describe('two API processes on one PostgreSQL database and one S3 bucket', () => {
  it('serves through one process what was uploaded through the other, bytes and headers', async () => {
    const account = await verifiedAccount(t);
    const image = multipart(await jpeg());
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${API}/upload/images`,
      payload: image.payload,
      headers: { ...account.headers, ...image.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().data as string;
    const servedHere = await t.app.inject({ method: 'GET', url });

    const servedThere = await fetch(`${otherOrigin}${url}`);
    expect(servedThere.status).toBe(200);
    expect(Buffer.from(await servedThere.arrayBuffer())).toEqual(servedHere.rawPayload);
    expect(servedThere.headers.get('content-type')).toBe('image/webp');
    expect(servedThere.headers.get('x-content-type-options')).toBe('nosniff');
    expect(servedThere.headers.get('content-security-policy')).toContain('sandbox');
    expect(servedThere.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(servedThere.headers.get('cross-origin-resource-policy')).toBe('same-origin');

    // And the other way round, a video sent to the other process.
    const video = isoMedia('isom');
    const form = new FormData();
    form.append('file', new Blob([video]), 'clip.mp4');
    const sentThere = await fetch(`${otherOrigin}${API}/upload/videos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}` },
      body: form,
    });
    expect(sentThere.status).toBe(201);
    const videoUrl = ((await sentThere.json()) as { data: string }).data;
    const videoHere = await t.app.inject({ method: 'GET', url: videoUrl });
    expect(videoHere.statusCode).toBe(200);
    expect(videoHere.headers['content-type']).toBe('video/mp4');
    expect(videoHere.rawPayload).toEqual(video);
  });

  it('delivers a message sent through one process to an event stream held by the other', async () => {
    const organization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const talent = await onboardedTalent(t);
    const { chatId } = (await apply(t, talent.headers, job)).json().data as { chatId: string };

    let opened: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const events = collectEvents(`${otherOrigin}${API}/events`, talent.token, { count: 1, onOpen: opened });
    await open;
    const sent = await t.app.inject({
      method: 'POST',
      url: `${API}/chats/${chatId}/messages`,
      headers: organization.headers,
      payload: { content: 'Sent through process A' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await events).toEqual([{ event: 'message', data: { chatId } }]);
  });

  it('revokes in the other process a token logged out through one', async () => {
    const account = await verifiedAccount(t);
    const meThere = `${otherOrigin}${API}/users/me`;
    // The other process now holds the session in its cache.
    expect(await statusWithin(meThere, account.token, 200, 5000)).toBe(200);
    const logout = await t.app.inject({ method: 'DELETE', url: `${API}/sessions`, headers: account.headers });
    expect(logout.statusCode).toBe(200);
    // Far below the cache's 30-second lifetime: the revocation reached it through NOTIFY.
    expect(await statusWithin(meThere, account.token, 401, 3000)).toBe(401);
  });
});
