/**
 * `WEB_COOKIES.paymentsTestMode` of the contract, written out: the prerendered pages' one script
 * reads it, and importing the contract would bring the app's shared code into that script
 * (`payments-test-mode.test.ts` holds the two equal).
 */
export const PAYMENTS_TEST_MODE_COOKIE = 'nujoom_payments_test_mode';

/** Whether a `document.cookie` string says payments run on the server's simulator. */
export function isPaymentsTestMode(cookies: string): boolean {
  const entry = `${PAYMENTS_TEST_MODE_COOKIE}=1`;
  return cookies.split(';').some((part) => part.trim() === entry);
}

/**
 * Marks the page while the simulator stands in for the payment provider, before anything paints:
 * the test-mode banner every page carries shows only under this mark (`app/test-mode-banner.tsx`),
 * so the server's render and the prerendered pages need not know the cookie.
 */
export function markPaymentsTestMode(): void {
  if (isPaymentsTestMode(document.cookie)) document.documentElement.dataset.paymentsTestMode = '';
}
