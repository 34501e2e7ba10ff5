import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './session';
import { text, type Language } from './phone-support';

/** The demo's operator (README): its TOTP secret is public, demo only. */
export const DEMO_OPERATOR = {
  email: 'operator@demo.nujoom.sa',
  totpSecret: 'NUJOOMDEMOOPERATORTOTPSECRET2345',
} as const;

const PERIOD_SECONDS = 30;
const totp = new TOTP({
  algorithm: 'SHA1',
  digits: 6,
  period: PERIOD_SECONDS,
  secret: Secret.fromBase32(DEMO_OPERATOR.totpSecret),
});

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);

/** The latest 30-second step this test process signed in with. */
let lastStep = 0;

/**
 * The authenticator's code for a step no sign-in of this run used yet (ADR 030: a code signs in
 * once, and only a later step than the last one used): the current step, or the next one, which
 * the server accepts as one step of clock drift; later than that, it waits for the clock.
 */
async function freshCode(): Promise<string> {
  for (;;) {
    const now = stepNow();
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return totp.generate({ timestamp: step * PERIOD_SECONDS * 1000 });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_SECONDS * 1000 - Date.now() + 50));
  }
}

/**
 * Signs the demo operator in on the console's sign-in page, as a person with an authenticator
 * app does. A code an earlier run used in the same step is refused (the server remembers the last
 * step, a restarted test process does not): then the next step's code is typed, as the app shows it.
 */
export async function signInOperator(page: Page, language: Language): Promise<void> {
  const operator = (key: string) => text(language, 'operator', key);
  await expect(page.getByRole('heading', { level: 1, name: operator('signIn.title') })).toBeVisible();
  await page.getByLabel(operator('signIn.email')).fill(DEMO_OPERATOR.email);
  await page.getByLabel(operator('signIn.password')).fill(DEMO_PASSWORD);
  const code = page.getByLabel(operator('signIn.code'));
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  for (let attempt = 1; ; attempt += 1) {
    await code.fill(await freshCode());
    await page.getByRole('button', { name: operator('signIn.submit'), exact: true }).click();
    const refused = page.getByRole('alert');
    await expect(
      page.getByRole('navigation', { name: operator('console.navLabel') }).or(refused),
    ).toBeVisible();
    if ((await refused.count()) === 0) return;
    expect(attempt, await refused.innerText()).toBeLessThan(3);
    lastStep = Math.max(lastStep, stepNow());
  }
}
