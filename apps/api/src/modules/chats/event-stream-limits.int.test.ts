import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_STREAMS_PER_ACCOUNT } from '@casting/contract';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedTalent } from '../../../test/onboarded';
import { openEventStream, type EventStream } from '../../../test/sse';

let t: TestApp;
let base: string;
const open: EventStream[] = [];

beforeEach(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  for (const stream of open.splice(0)) stream.close();
  await t.close();
});

async function stream(token: string): Promise<EventStream> {
  const opened = await openEventStream(`${base}${API}/events`, token);
  open.push(opened);
  return opened;
}

describe('event streams per account', () => {
  it(`allows ${String(LIVE_STREAMS_PER_ACCOUNT)} at once, refuses the next with 429 and Retry-After, and stays reachable`, async () => {
    const talent = await onboardedTalent(t);
    const other = await onboardedTalent(t);
    const first = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_ACCOUNT }, () => stream(talent.token)),
    );
    expect(first.every((s) => s.status === 200)).toBe(true);

    const refused = await stream(talent.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await fetch(`${base}${API}/health`)).status).toBe(200);
    expect((await stream(other.token)).status).toBe(200);

    first[0]?.close();
    await first[0]?.ended;
    let again = await stream(talent.token);
    for (let attempt = 0; again.status !== 200 && attempt < 20; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await stream(talent.token);
    }
    expect(again.status).toBe(200);
  });
});
