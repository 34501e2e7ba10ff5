import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_COOKIES } from '@casting/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startMoyasarServer, type MoyasarTestServer } from '../../../test/moyasar-server';

let t: TestApp;
let moyasar: MoyasarTestServer | undefined;

afterEach(async () => {
  await t.close();
  await moyasar?.close();
  moyasar = undefined;
});

const NAME = WEB_COOKIES.paymentsTestMode;

async function appWith(env: Record<string, string> = {}) {
  const webDist = mkdtempSync(join(tmpdir(), 'test-mode-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><p>the shell</p>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDist, ...env } });
}

describe('the test-mode mark', () => {
  it('comes with every page while the simulator takes payments, and never with the API', async () => {
    await appWith();
    const page = await t.app.inject('/payments');
    expect(page.headers['set-cookie']).toBe(`${NAME}=1; Path=/; Max-Age=31536000; SameSite=Lax`);
    const again = await t.app.inject({ url: '/payments', headers: { cookie: `${NAME}=1` } });
    expect(again.headers['set-cookie']).toBeUndefined();
    const api = await t.app.inject('/models/api/v1/health');
    expect(api.headers['set-cookie']).toBeUndefined();
  });

  it('is taken away once a real provider takes payments', async () => {
    moyasar = await startMoyasarServer();
    await appWith({
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_PUBLISHABLE_KEY: 'pk_test_key',
      MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
      MOYASAR_API_URL: moyasar.apiUrl,
    });
    expect((await t.app.inject('/payments')).headers['set-cookie']).toBeUndefined();
    const marked = await t.app.inject({ url: '/payments', headers: { cookie: `${NAME}=1` } });
    expect(marked.headers['set-cookie']).toBe(`${NAME}=; Path=/; Max-Age=0; SameSite=Lax`);
    // No simulator page either: the address is the app's, which does not know it.
    expect((await t.app.inject('/simulator/checkouts/anything')).body).toBe(
      '<!doctype html><p>the shell</p>',
    );
  });
});
