import type { TestApp } from './build-test-app';

export const TEST_CARDS = {
  madaPays: '4201320111111010',
  madaInsufficientFunds: '4201320000311101',
  visaPays: '4111111111111111',
} as const;

function post(t: TestApp, url: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/**
 * Pays a checkout on the simulator's pages as a payer would: the card form, then 3-D Secure.
 * Returns the address the simulator sends the payer back to (the app's return URL).
 */
export async function payAtSimulator(
  t: TestApp,
  redirectUrl: string,
  number: string = TEST_CARDS.madaPays,
  action: 'authenticate' | 'fail' = 'authenticate',
): Promise<URL> {
  const page = new URL(redirectUrl);
  const threeDs = await post(t, `${page.pathname}/card`, {
    number,
    name: 'Sara Alharbi',
    expiry: '12/39',
    cvc: '123',
  });
  if (threeDs.statusCode !== 200) throw new Error(`card form: ${threeDs.statusCode} ${threeDs.body}`);
  const step = /name="step" value="([^"]+)"/.exec(threeDs.body)?.[1];
  if (step === undefined) throw new Error('the 3-D Secure page carries no step');
  const done = await post(t, `${page.pathname}/3ds`, { step, action });
  if (done.statusCode !== 303) throw new Error(`3-D Secure: ${done.statusCode} ${done.body}`);
  return new URL(String(done.headers.location));
}

/** The payer's browser following the simulator's redirect back to the app. */
export async function returnToApp(t: TestApp, returnUrl: URL) {
  return t.app.inject({ method: 'GET', url: `${returnUrl.pathname}${returnUrl.search}` });
}
