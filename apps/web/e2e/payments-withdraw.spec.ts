import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInGallery, type Account, type Talent } from './hiring-contact-support';
import {
  acceptedContract,
  API,
  auth,
  data,
  expectFixedInvoiceLayout,
  MADA_PAID,
  openInvoice,
  pageAt,
  payByCard,
} from './milestones-support';
import { collectErrors } from './page-errors';
import { expectNoSidewaysScroll, text, type Language } from './phone-support';

const IBAN = 'SA73 8000 0000 6080 1016 7520';
const IBAN_WRONG_CHECKSUM = 'SA7380000000608010167521';
const MASKED = 'SA•• •••• •••• •••• •••• 7520';
const TITLE = 'Lookbook shoot';

/** Through the API: a contract, a milestone of SAR 2,437.50 paid with mada (in the browser), delivered and released. */
async function releasedMilestone(
  browser: Browser,
  request: APIRequestContext,
): Promise<{ organization: Account; talent: Talent }> {
  const { organization, talent, requestId } = await acceptedContract(request, {
    title: 'Lookbook for a Jeddah label',
    coverLetter: 'I can run sound for the shoot.',
  });
  const { id } = await data<{ id: string }>(
    await request.post(`${API}/job-requests/${requestId}/milestones`, {
      headers: auth(organization.token),
      data: { title: TITLE, amount: 243_750 },
    }),
  );
  await data(await request.patch(`${API}/milestones/${id}/accept`, { headers: auth(talent.token) }));
  const { redirectUrl } = await data<{ redirectUrl: string }>(
    await request.post(`${API}/milestones/${id}/funding`, { headers: auth(organization.token) }),
  );
  const payer = await pageAt(browser, organization, 'en', 1440);
  await payer.goto(redirectUrl);
  await payByCard(payer, MADA_PAID);
  await payer.context().close();
  // The return completes the payment: the milestone is held before it is delivered.
  await expect
    .poll(async () => {
      const response = await request.get(`${API}/job-requests/${requestId}/milestones`, {
        headers: auth(talent.token),
      });
      const { items } = await data<{ items: { status: string }[] }>(response);
      return items[0]?.status;
    })
    .toBe('HELD');
  await data(await request.patch(`${API}/milestones/${id}/deliver`, { headers: auth(talent.token) }));
  await data(await request.patch(`${API}/milestones/${id}/release`, { headers: auth(organization.token) }));
  return { organization, talent };
}

function card(page: Page, language: Language, key: string) {
  return page.locator('dl > div').filter({ hasText: text(language, 'payments', key) });
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('a talent adds an IBAN, withdraws, reads the ledger and the tax invoice; the organization its receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { organization, talent } = await releasedMilestone(browser, request);
  const page = await pageAt(browser, talent, 'en', 1440);
  const errors = collectErrors(page);

  await page.goto('/payments');
  // One set of cards: the spec's withdrawable amount is the ledger's figure, and no other card
  // offers another (issue 33).
  await expect(card(page, 'en', 'summary.withdrawable')).toContainText('SAR 2,157.19');
  await expect(page.locator('dl[aria-label="Summary"] > div')).toHaveCount(5);
  await expect(page.getByText('Available to withdraw')).toHaveCount(0);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();

  // No account yet: the IBAN first, checked by the contract's rule.
  const accountDialog = page.getByRole('dialog', { name: 'Your bank account' });
  await accountDialog.getByRole('textbox', { name: 'IBAN' }).fill(IBAN_WRONG_CHECKSUM);
  await accountDialog.getByRole('textbox', { name: "Account holder's name" }).fill('Reem Al Harbi');
  await accountDialog.getByRole('button', { name: 'Save account' }).click();
  await expect(
    accountDialog.getByText('Enter a Saudi IBAN: SA followed by 22 digits, as your bank shows it.'),
  ).toBeVisible();
  await accountDialog.getByRole('textbox', { name: 'IBAN' }).fill(IBAN);
  await accountDialog.getByRole('button', { name: 'Save account' }).click();
  // The masked IBAN in the toast never wraps (no-break spaces) and keeps its order (isolated).
  const saved = page.getByText(/^Bank account saved/);
  await expect(saved).toBeVisible();
  expect(await saved.locator('bdi').textContent()).toBe(MASKED.replaceAll(' ', '\u00a0'));

  // Then the amount: all that is available by default.
  const dialog = page.getByRole('dialog', { name: 'Withdraw to your bank' });
  await expect(dialog).toContainText(MASKED);
  await expect(dialog.getByRole('button', { name: 'Change account' })).toBeVisible();
  const amount = dialog.getByRole('textbox', { name: 'Amount (SAR)' });
  await expect(amount).toHaveValue('2157.19');
  await amount.fill('3000');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('You can withdraw at most SAR 2,157.19.')).toBeVisible();
  await amount.fill('1000');
  await shot(page, 'withdraw-dialog-1440-en');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the withdrawal' });
  await expect(confirm).toContainText(MASKED);
  await expect(confirm).toContainText('Reem Al Harbi');
  await confirm.getByRole('button', { name: /^Withdraw SAR 1,000/ }).click();
  await expect(page.getByText('Withdrawal of SAR 1,000 requested.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card(page, 'en', 'summary.withdrawable')).toContainText('SAR 1,157.19');
  // Asked for: on its way under Withdrawn until the bank pays it (the simulator pays at once).
  await expect(card(page, 'en', 'summary.withdrawn')).toContainText('SAR 1,000');
  await shot(page, 'payments-after-withdrawal-1440-en');

  // The ledger's lines, newest first, once the bank has paid: one line per step of the withdrawal.
  await expect
    .poll(async () => {
      const payouts = await data<{ items: { status: string }[] }>(
        await request.get(`${API}/payouts`, { headers: auth(talent.token) }),
      );
      return payouts.items[0]?.status;
    })
    .toBe('PAID');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const lines = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Withdrawal paid to your bank');
  await expect(lines.nth(0)).toContainText('+SAR 1,000');
  await expect(lines.nth(1)).toContainText('Withdrawal requested');
  await expect(lines.nth(1)).toContainText('−SAR 1,000');
  await expect(lines.nth(2)).toContainText(new RegExp(`Released: \u2068?${TITLE}`));
  await expect(lines.nth(2)).toContainText('+SAR 2,157.19');
  await shot(page, 'transactions-1440-en');

  // The tax invoice of the platform's fee at its own address: bilingual, with its VAT and ZATCA's QR code.
  const invoice = await openInvoice(page, 'INV', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Tax invoice \u2068?INV-\d+\u2069?$/);
  await expect(invoice).toContainText('Simplified tax invoice');
  await expect(invoice).toContainText('فاتورة ضريبية مبسطة');
  await expect(invoice).toContainText('SAR 243.75');
  await expect(invoice).toContainText('SAR 36.56');
  await expect(invoice).toContainText('SAR 280.31');
  await expect(invoice.getByRole('img', { name: /ZATCA QR code/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectFixedInvoiceLayout(invoice);
  await shot(page, 'invoice-1440-en');
  await page.getByRole('link', { name: 'Back to Payments' }).click();
  await expect(page).toHaveURL(/\/payments$/);
  expect(errors).toEqual([]);

  // The same screens in Arabic and on a phone.
  for (const [language, width] of [
    ['en', 390],
    ['ar', 1440],
    ['ar', 390],
  ] as const) {
    const at = await pageAt(browser, talent, language, width);
    const name = `${String(width)}-${language}`;
    await at.goto('/payments');
    if (language === 'ar') await expect(at.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card(at, language, 'summary.withdrawable')).toBeVisible();
    await expect(card(at, language, 'summary.withdrawn')).toContainText(
      language === 'en' ? 'SAR 1,000' : '١٬٠٠٠',
    );
    await shot(at, `payments-${name}`);
    await at
      .getByRole('button', { name: text(language, 'payments', 'summary.withdraw'), exact: true })
      .click();
    const withdraw = at.getByRole('dialog', { name: text(language, 'payouts', 'title') });
    await expect(withdraw).toContainText(MASKED);
    await expectNoSidewaysScroll(at, `the withdraw dialog, ${name}`);
    await shot(at, `withdraw-dialog-${name}`);
    await withdraw.getByRole('button', { name: text(language, 'payouts', 'cancel') }).click();
    await at.getByRole('tab', { name: text(language, 'payments', 'tabs.transactions') }).click();
    const list = at.getByRole('list', { name: text(language, 'payouts', 'transactions.title') });
    await expect(list).toContainText(text(language, 'payouts', 'transactions.kinds.payoutRequested'));
    await expectNoSidewaysScroll(at, `the transactions, ${name}`);
    await list.scrollIntoViewIfNeeded();
    await shot(at, `transactions-${name}`);
    const view = await openInvoice(at, 'INV', language);
    await expect(view.getByRole('img')).toBeVisible();
    await expect(view).toContainText('الرقم الضريبي');
    await expectFixedInvoiceLayout(view);
    await expectNoSidewaysScroll(at, `the tax invoice, ${name}`);
    await shot(at, `invoice-${name}`);
    await at.context().close();
  }

  // The organization's receipt of the funded milestone, with no QR code.
  const orgPage = await pageAt(browser, organization, 'en', 1440);
  await orgPage.goto('/payments');
  await expect(
    orgPage.getByText('To pay a talent, fund a milestone from the contract in your chat.'),
  ).toBeVisible();
  await orgPage.getByRole('tab', { name: 'Transactions' }).click();
  await expect(orgPage.getByRole('list', { name: 'Transactions' })).toContainText(
    new RegExp(`Paid into escrow: \u2068?${TITLE}`),
  );
  const receipt = await openInvoice(orgPage, 'RCT', 'en');
  await expect(orgPage.getByRole('heading', { level: 1 })).toHaveText(/^Receipt \u2068?RCT-\d+\u2069?$/);
  await expect(receipt).toContainText('Payment receipt');
  await expect(receipt).toContainText('SAR 2,437.50');
  await expect(receipt.getByRole('img')).toHaveCount(0);
  await expectFixedInvoiceLayout(receipt);
  await shot(orgPage, 'receipt-1440-en');
  await orgPage.context().close();
});

test('a payer back from a provider that did not answer hears it once, and the address is cleaned', async ({
  browser,
  request,
}) => {
  const organization = await signInGallery(request);
  for (const language of ['en', 'ar'] as const) {
    const page = await pageAt(browser, organization, language, 1440);
    await page.goto('/payments?payment=pending');
    await expect(page.getByText(text(language, 'payments', 'payments.paymentPending'))).toBeVisible();
    await expect(page).not.toHaveURL(/payment=/);
    await expect(page.getByText(text(language, 'payments', 'payments.paymentPending'))).toHaveCount(1);
    await page.context().close();
  }
});
