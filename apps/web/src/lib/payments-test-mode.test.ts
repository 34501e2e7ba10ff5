import { WEB_COOKIES } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import { isPaymentsTestMode, PAYMENTS_TEST_MODE_COOKIE } from './payments-test-mode';

describe('isPaymentsTestMode', () => {
  it("reads the contract's cookie", () => {
    expect(PAYMENTS_TEST_MODE_COOKIE).toBe(WEB_COOKIES.paymentsTestMode);
  });

  it('is on when the server set the cookie to 1, wherever it stands among the others', () => {
    expect(isPaymentsTestMode('nujoom_payments_test_mode=1')).toBe(true);
    expect(isPaymentsTestMode('nujoom_language=ar; nujoom_payments_test_mode=1; nujoom_token=abc')).toBe(
      true,
    );
  });

  it('is off without the cookie, with another value, or with a cookie whose name only ends the same', () => {
    expect(isPaymentsTestMode('')).toBe(false);
    expect(isPaymentsTestMode('nujoom_language=ar')).toBe(false);
    expect(isPaymentsTestMode('nujoom_payments_test_mode=')).toBe(false);
    expect(isPaymentsTestMode('nujoom_payments_test_mode=0')).toBe(false);
    expect(isPaymentsTestMode('x_nujoom_payments_test_mode=1')).toBe(false);
  });
});
