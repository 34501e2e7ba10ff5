import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { API, auth, data, expectFixedInvoiceLayout } from './milestones-support';
import { collectErrors } from './page-errors';
import { expectNoSidewaysScroll, phone, text, type Language } from './phone-support';
import { DEMO_INDIVIDUAL, DEMO_PASSWORD, storeSession } from './session';

/** The demo talent paid through the platform: the demo seed released a milestone to her, with its tax invoice. */
const SARA = { email: 'sara@demo.nujoom.sa', role: 'INDIVIDUAL' } as const;

interface Session {
  readonly token: string;
  readonly user: unknown;
}

async function signIn(request: APIRequestContext, account: typeof SARA | typeof DEMO_INDIVIDUAL) {
  const response = await request.post(`${API}/auth/login`, {
    data: { email: account.email, password: DEMO_PASSWORD, role: account.role },
  });
  return data<Session>(response);
}

async function pageAs(browser: Browser, session: Session, language: Language, width: number): Promise<Page> {
  const context = await browser.newContext(
    width < 600
      ? phone(width, 844, language)
      : { viewport: { width, height: 900 }, locale: language === 'ar' ? 'ar-SA' : 'en-US' },
  );
  const page = await context.newPage();
  await page.goto('/about');
  await storeSession(page, session.token, session.user);
  return page;
}

async function saraInvoiceId(request: APIRequestContext, session: Session): Promise<string> {
  const invoices = await data<{ items: { id: string; kind: string }[] }>(
    await request.get(`${API}/users/me/invoices`, { headers: auth(session.token) }),
  );
  const invoice = invoices.items.find((item) => item.kind === 'TAX_INVOICE');
  if (invoice === undefined) throw new Error('the demo talent has no tax invoice');
  return invoice.id;
}

const payouts = (language: Language, key: string, values?: Record<string, string>) =>
  text(language, 'payouts', key, values);

test('a tax invoice at its own address, in English and Arabic, on a desktop and a phone, and printed alone on one A4 page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const sara = await signIn(request, SARA);
  const invoiceId = await saraInvoiceId(request, sara);
  for (const [language, width] of [
    ['en', 1280],
    ['ar', 1280],
    ['en', 390],
    ['ar', 390],
  ] as const) {
    const name = `${language}-${String(width)}`;
    const page = await pageAs(browser, sara, language, width);
    const errors = collectErrors(page);
    await page.goto(`/payments/invoices/${invoiceId}`);
    const document = page.locator('article.invoice-document');
    await expect(document).toContainText(/INV-\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      payouts(language, 'invoices.page.title.TAX_INVOICE', { number: '' }).trim(),
    );
    await expect(page).toHaveTitle(/INV-\d+/);
    await expect(document.getByRole('img', { name: /ZATCA QR code/ })).toBeVisible();
    await expect(document).toContainText('Simplified tax invoice');
    await expect(document).toContainText('فاتورة ضريبية مبسطة');
    await expectFixedInvoiceLayout(document);
    await expectNoSidewaysScroll(page, `the invoice page, ${name}`);
    await page.screenshot({ path: test.info().outputPath(`invoice-${name}.png`), fullPage: true });

    // Printed: the document alone, without the app's bar, the way back or the Print button.
    const print = page.getByRole('button', { name: payouts(language, 'invoices.print') });
    const back = page.getByRole('link', { name: payouts(language, 'invoices.page.back') });
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(back).toBeHidden();
    await expect(page.getByRole('link', { name: text(language, 'common', 'nav.payments') })).toHaveCount(0);
    await expect(document.getByRole('img')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`invoice-${name}-print.png`), fullPage: true });
    if (width > 600) {
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page[^s]/g), `the printed invoice, ${name}`).toHaveLength(1);
      // A4 in points: 595 × 842.
      const [, pageWidth, pageHeight] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf) ?? [];
      expect(Number(pageWidth)).toBeCloseTo(595, 0);
      expect(Number(pageHeight)).toBeCloseTo(842, 0);
    }
    expect(errors, name).toEqual([]);
    await page.context().close();
  }
});

test('an invoice that is not there, or not yours, says so; a failed load can be tried again; the wait shows', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const sara = await signIn(request, SARA);
  const lina = await signIn(request, DEMO_INDIVIDUAL);
  const invoiceId = await saraInvoiceId(request, sara);
  for (const language of ['en', 'ar'] as const) {
    const notFound = payouts(language, 'invoices.page.notFoundTitle');
    const other = await pageAs(browser, lina, language, 1280);
    for (const address of [`/payments/invoices/${invoiceId}`, '/payments/invoices/not-an-invoice']) {
      await other.goto(address);
      await expect(other.getByRole('heading', { level: 1, name: notFound })).toBeVisible();
      await expect(other.getByRole('alert')).toHaveText(payouts(language, 'invoices.page.notFound'));
    }
    if (language === 'ar') await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
    await other.screenshot({ path: test.info().outputPath(`invoice-not-found-${language}.png`) });
    await other
      .getByRole('link', { name: payouts(language, 'invoices.page.back') })
      .first()
      .click();
    await expect(other).toHaveURL(/\/payments$/);
    await other.context().close();

    const page = await pageAs(browser, sara, language, 390);
    // The server fails, then answers: the person tries again.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    await page.route(`**${API}/invoices/*`, async (route) => {
      if (fail) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            code: 'INTERNAL',
            message: 'Something broke.',
            requestId: 'r',
          }),
        });
        return;
      }
      await held;
      await route.continue();
    });
    await page.goto(`/payments/invoices/${invoiceId}`);
    const alert = page.getByRole('alert');
    // The app tries a failed load twice more first, 1 s and 2 s apart.
    await expect(alert).toContainText('Something broke.', { timeout: 30_000 });
    await page.screenshot({ path: test.info().outputPath(`invoice-error-${language}.png`) });
    fail = false;
    await alert.getByRole('button', { name: payouts(language, 'retry') }).click();
    const loading = page.getByRole('status').filter({ hasText: payouts(language, 'invoices.loading') });
    await expect(loading).toBeVisible();
    release();
    await expect(page.locator('article.invoice-document')).toContainText(/INV-\d+/);
    await expect(loading).toHaveCount(0);
    await page.context().close();
  }
});
