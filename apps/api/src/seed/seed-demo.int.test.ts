import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loadEnv } from '../env';
import { createEventBus } from '../lib/events/event-bus';
import { storageFromEnv } from '../lib/storage/storage-from-env';
import { seedDemo } from './seed-demo';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('the demo seed', () => {
  it('leaves unread notifications for the demo organization and talent', async () => {
    const env = loadEnv({ DATA_DIR: t.dataDir });
    const events = createEventBus(t.db, pino({ level: 'silent' }));
    expect(
      await seedDemo({
        db: t.db.db,
        clock: t.clock,
        storage: storageFromEnv(env),
        mediaPublicUrl: undefined,
        events,
        logger: pino({ level: 'silent' }),
        limits: env.accountLimits,
      }),
    ).toBe(true);

    for (const account of [
      { email: 'studio@demo.nujoom.sa', role: 'ORGANIZATION' },
      { email: 'lina@demo.nujoom.sa', role: 'INDIVIDUAL' },
    ]) {
      const login = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/login`,
        payload: { ...account, password: 'Demo@2026' },
      });
      const { token } = login.json<{ data: { token: string } }>().data;
      const page = await t.app.inject({
        method: 'GET',
        url: `${API}/notifications`,
        headers: { authorization: `Bearer ${token}` },
      });
      const { unreadCount, items } = page.json<{ data: { unreadCount: number; items: unknown[] } }>().data;
      expect(unreadCount).toBeGreaterThan(0);
      expect(items.length).toBeGreaterThan(0);
    }
  });
});
