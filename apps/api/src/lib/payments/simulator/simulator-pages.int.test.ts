import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import type { DatabaseHandle } from '../../../db/database';
import type { CheckoutRequest } from '../payment-provider';
import { registerSimulatorPages } from './simulator-pages';
import { createSimulatorProvider, type SimulatorProvider } from './simulator-provider';

const RETURN_URL = 'http://casting.test/api/payments/return';

let handle: DatabaseHandle;
let now: Date;
let simulator: SimulatorProvider;
let app: FastifyInstance;
let webhooks: string[];

beforeEach(async () => {
  ({ handle } = await createTestDatabase());
  now = new Date('2026-05-15T10:00:00Z');
  webhooks = [];
  simulator = createSimulatorProvider({
    db: handle.db,
    clock: { now: () => now },
    logger: pino({ level: 'silent' }),
    publicUrl: 'http://casting.test',
    webhookSecret: 'whsec_pages_test',
    deliver: (body) => {
      webhooks.push(body);
      return Promise.resolve();
    },
    maxDelayMs: 0,
    duplicateRate: 0,
  });
  app = Fastify();
  registerSimulatorPages(app, simulator);
  await app.ready();
});

afterEach(async () => {
  simulator.stop();
  await app.close();
  await handle.close();
});

async function start(overrides: Partial<CheckoutRequest> = {}): Promise<string> {
  const { reference } = await simulator.startCheckout({
    checkoutId: randomUUID(),
    amount: 243_750,
    description: 'Milestone 1: <photo shoot> & edit',
    returnUrl: RETURN_URL,
    language: 'en',
    ...overrides,
  });
  return reference;
}

function post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

function stepOf(html: string): string {
  const step = /name="step" value="([^"]+)"/.exec(html)?.[1];
  if (step === undefined) throw new Error('the page carries no step');
  return step;
}

const card = { number: '4201 3201 1111 1010', name: 'Sara Alharbi', expiry: '12/29', cvc: '123' };

/** Pays with a card through 3-D Secure; the redirect's address, parsed. */
async function payByCard(reference: string, number: string, action: 'authenticate' | 'fail'): Promise<URL> {
  const threeDs = await post(`/simulator/checkouts/${reference}/card`, { ...card, number });
  expect(threeDs.statusCode).toBe(200);
  expect(threeDs.body).toContain('name="action" value="authenticate"');
  expect(threeDs.body).toContain('name="action" value="fail"');
  const done = await post(`/simulator/checkouts/${reference}/3ds`, { step: stepOf(threeDs.body), action });
  expect(done.statusCode).toBe(303);
  return new URL(String(done.headers.location));
}

describe('the payment page', () => {
  it('shows the amount, the description and the card form with its exact labels, in English', async () => {
    const reference = await start();
    const response = await app.inject(`/simulator/checkouts/${reference}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Test mode: this is the payment simulator.');
    expect(html).toContain('SAR\u00a02,437.50');
    expect(html).toContain('Milestone 1: &lt;photo shoot&gt; &amp; edit');
    expect(html).toContain('<label for="number">Card number</label>');
    expect(html).toContain('<label for="name">Name on card</label>');
    expect(html).toContain('<label for="expiry">Expiry</label>');
    expect(html).toContain('MM/YY');
    expect(html).toContain('<label for="cvc">CVC</label>');
    expect(html).toContain('<button type="submit">Pay</button>');
    expect(html).toContain('<label for="mobile">Mobile number</label>');
    for (const autocomplete of ['cc-number', 'cc-name', 'cc-exp', 'cc-csc'])
      expect(html).toContain(`autocomplete="${autocomplete}"`);
    expect(html.match(/inputmode="numeric"/g)?.length).toBeGreaterThanOrEqual(4);
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).not.toContain('<script');
    expect(html).toContain('4201320111111010');
    expect(html).toContain('4201320000311101');
    expect(html).toContain('4111111111111111');
  });

  it('shows the page in Arabic, right to left, for an Arabic checkout', async () => {
    const reference = await start({ language: 'ar' });
    const html = (await app.inject(`/simulator/checkouts/${reference}`)).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('وضع الاختبار: هذه صفحة محاكي الدفع.');
    expect(html).toContain('٢٬٤٣٧٫٥٠\u00a0ر.س.');
    expect(html).toContain('<label for="number">رقم البطاقة</label>');
    expect(html).toContain('<label for="name">الاسم على البطاقة</label>');
    expect(html).toContain('<label for="expiry">تاريخ الانتهاء</label>');
    expect(html).toContain('<label for="cvc">رمز التحقق (CVC)</label>');
    expect(html).toContain('<button type="submit">ادفع</button>');
  });

  it('answers 404 with a page for a checkout it does not know', async () => {
    for (const url of [`/simulator/checkouts/${randomUUID()}`, '/simulator/checkouts/nope']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This payment does not exist.');
    }
    const posted = await post(`/simulator/checkouts/${randomUUID()}/card`, card);
    expect(posted.statusCode).toBe(404);
  });
});

describe('paying by card', () => {
  it('shows the 3-D Secure page with Authenticate and Fail, in either language', async () => {
    const english = await post(`/simulator/checkouts/${await start()}/card`, card);
    expect(english.body).toContain(
      '<button type="submit" name="action" value="authenticate">Authenticate</button>',
    );
    expect(english.body).toContain('value="fail" class="secondary">Fail</button>');
    expect(english.body).toContain('the mada card ending in 1010');
    const arabic = await post(`/simulator/checkouts/${await start({ language: 'ar' })}/card`, card);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('value="authenticate">مصادقة</button>');
    expect(arabic.body).toContain('class="secondary">إفشال</button>');
  });

  it('pays with the mada test card after 3-D Secure', async () => {
    const reference = await start();
    const back = await payByCard(reference, '4201320111111010', 'authenticate');
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      id: reference,
      status: 'paid',
      message: 'APPROVED',
    });
    expect(await simulator.checkoutState(reference)).toMatchObject({
      status: 'PAID',
      method: 'CARD',
      cardScheme: 'mada',
      lastFour: '1010',
      failureMessage: null,
    });
  });

  it('pays with the Visa test card', async () => {
    const reference = await start();
    const back = await payByCard(reference, '4111111111111111', 'authenticate');
    expect(back.searchParams.get('status')).toBe('paid');
    expect(await simulator.checkoutState(reference)).toMatchObject({
      status: 'PAID',
      cardScheme: 'visa',
      lastFour: '1111',
    });
  });

  it('fails the insufficient-funds card, in the checkout language', async () => {
    const english = await start();
    const back = await payByCard(english, '4201320000311101', 'authenticate');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      id: english,
      status: 'failed',
      message: 'INSUFFICIENT FUNDS',
    });
    const arabic = await start({ language: 'ar' });
    const backAr = await payByCard(arabic, '4201320000311101', 'authenticate');
    expect(backAr.searchParams.get('message')).toBe('الرصيد غير كافٍ');
    expect(await simulator.checkoutState(arabic)).toMatchObject({
      status: 'FAILED',
      cardScheme: 'mada',
      lastFour: '1101',
      paymentId: null,
      failureMessage: 'الرصيد غير كافٍ',
    });
  });

  it('fails when 3-D Secure fails, even with a card that pays', async () => {
    const reference = await start();
    const back = await payByCard(reference, '4201320111111010', 'fail');
    expect(back.searchParams.get('status')).toBe('failed');
    expect(back.searchParams.get('message')).toBe(
      '3-D Secure transaction attempt failed (Authentication Failed)',
    );
    expect((await simulator.checkoutState(reference)).status).toBe('FAILED');
  });

  it('declines another card that passes Luhn, with a clear reason', async () => {
    const reference = await start();
    const back = await payByCard(reference, '4242424242424242', 'authenticate');
    expect(back.searchParams.get('message')).toBe('DECLINED: in test mode only the listed test cards pay');
  });

  it('re-shows the form with each mistake, never a 500, keeping what was typed but the CVC', async () => {
    const reference = await start();
    const response = await post(`/simulator/checkouts/${reference}/card`, {
      number: '4111 1111 1111 1112',
      name: 'Sara',
      expiry: '04/26',
      cvc: '98',
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain('role="alert">Please correct the fields marked below.');
    expect(html).toContain('<p class="error" id="number-error">Enter a valid card number.</p>');
    expect(html).toContain('Enter the first and last name as written on the card.');
    expect(html).toContain('This card has expired.');
    expect(html).toContain('Enter the three-digit security code.');
    expect(html).toContain('aria-invalid="true" aria-describedby="number-error"');
    expect(html).toContain('value="4111 1111 1111 1112"');
    expect(html).not.toContain('value="98"');
    expect((await simulator.checkoutState(reference)).status).toBe('PENDING');

    const empty = await app.inject({ method: 'POST', url: `/simulator/checkouts/${reference}/card` });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Enter a valid card number.');
  });

  it('shows the mistakes in Arabic on an Arabic checkout', async () => {
    const reference = await start({ language: 'ar' });
    const response = await post(`/simulator/checkouts/${reference}/card`, { ...card, cvc: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('أدخل رمز الأمان المكوّن من ثلاثة أرقام.');
  });

  it('refuses a 3-D Secure step that was tampered with, of another checkout, or expired', async () => {
    const reference = await start();
    const other = await start();
    const threeDs = await post(`/simulator/checkouts/${reference}/card`, {
      ...card,
      number: '4201320000311101',
    });
    const step = stepOf(threeDs.body);
    const [payload = '', seal = ''] = step.split('.');
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace('INSUFFICIENT_FUNDS', 'PAID'),
    ).toString('base64url');
    for (const [url, sent] of [
      [`/simulator/checkouts/${reference}/3ds`, `${forged}.${seal}`],
      [`/simulator/checkouts/${reference}/3ds`, 'garbage'],
      [`/simulator/checkouts/${other}/3ds`, step],
    ] as const) {
      const response = await post(url, { step: sent, action: 'authenticate' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This step of the payment is no longer valid.');
    }
    expect((await post(`/simulator/checkouts/${reference}/3ds`, { step, action: 'skip' })).statusCode).toBe(
      400,
    );
    now = new Date(now.getTime() + 16 * 60 * 1000);
    expect(
      (await post(`/simulator/checkouts/${reference}/3ds`, { step, action: 'authenticate' })).statusCode,
    ).toBe(400);
    expect((await simulator.checkoutState(reference)).status).toBe('PENDING');
  });

  it('cannot pay a checkout twice: the page says so and links back', async () => {
    const reference = await start();
    const threeDs = await post(`/simulator/checkouts/${reference}/card`, card);
    const step = stepOf(threeDs.body);
    await post(`/simulator/checkouts/${reference}/3ds`, { step, action: 'authenticate' });

    const page = await app.inject(`/simulator/checkouts/${reference}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment has already been made.');
    expect(page.body).toContain(
      `href="${RETURN_URL}?id=${reference}&amp;status=paid&amp;message=APPROVED">Back to the site</a>`,
    );
    expect(page.body).not.toContain('<label for="number">');
    const again = await post(`/simulator/checkouts/${reference}/3ds`, { step, action: 'fail' });
    expect(again.statusCode).toBe(409);
    expect((await post(`/simulator/checkouts/${reference}/card`, card)).statusCode).toBe(409);
    expect((await simulator.checkoutState(reference)).status).toBe('PAID');
  });

  it('says a failed checkout failed, and why', async () => {
    const reference = await start();
    await payByCard(reference, '4201320000311101', 'authenticate');
    const page = await app.inject(`/simulator/checkouts/${reference}`);
    expect(page.body).toContain('This payment has already failed: INSUFFICIENT FUNDS.');
  });
});

describe('paying with STC Pay', () => {
  async function otpPage(reference: string, mobile = '0512345678'): Promise<string> {
    const response = await post(`/simulator/checkouts/${reference}/stc-pay`, { mobile });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<label for="otp">');
    return stepOf(response.body);
  }

  it('pays with the OTP 123456', async () => {
    const reference = await start();
    const step = await otpPage(reference, '+966 51 234 5678');
    const page = await post(`/simulator/checkouts/${reference}/stc-pay`, { mobile: '0512345678' });
    expect(page.body).toContain('<label for="otp">One-time password</label>');
    expect(page.body).toContain('autocomplete="one-time-code"');
    const done = await post(`/simulator/checkouts/${reference}/stc-pay/otp`, { step, otp: '123456' });
    expect(done.statusCode).toBe(303);
    const back = new URL(String(done.headers.location));
    expect(back.searchParams.get('status')).toBe('paid');
    expect(await simulator.checkoutState(reference)).toMatchObject({
      status: 'PAID',
      method: 'STC_PAY',
      cardScheme: null,
      lastFour: null,
    });
  });

  it('fails with any other code, in the checkout language', async () => {
    const reference = await start({ language: 'ar' });
    const step = await otpPage(reference);
    const done = await post(`/simulator/checkouts/${reference}/stc-pay/otp`, { step, otp: '654321' });
    expect(done.statusCode).toBe(303);
    const back = new URL(String(done.headers.location));
    expect(back.searchParams.get('status')).toBe('failed');
    expect(back.searchParams.get('message')).toBe('رمز التحقق غير صحيح');
    expect(await simulator.checkoutState(reference)).toMatchObject({ status: 'FAILED', method: 'STC_PAY' });
  });

  it('re-shows the forms for a mobile or a code that is not one', async () => {
    const reference = await start();
    const badMobile = await post(`/simulator/checkouts/${reference}/stc-pay`, { mobile: '12345' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.body).toContain('Enter a Saudi mobile number starting with 05.');
    const step = await otpPage(reference);
    const badCode = await post(`/simulator/checkouts/${reference}/stc-pay/otp`, { step, otp: '12' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body).toContain('Enter the six-digit code.');
    expect(stepOf(badCode.body)).toBe(step);
    // A card step is not an STC Pay step.
    const cardStep = stepOf((await post(`/simulator/checkouts/${reference}/card`, card)).body);
    expect(
      (await post(`/simulator/checkouts/${reference}/stc-pay/otp`, { step: cardStep, otp: '123456' }))
        .statusCode,
    ).toBe(400);
    expect((await simulator.checkoutState(reference)).status).toBe('PENDING');
  });
});
