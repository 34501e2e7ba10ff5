import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './page-errors';
import {
  acceptedContract,
  acceptThroughApi,
  confirm,
  expectFixedInvoiceLayout,
  GALLERY_NAME,
  MADA_INSUFFICIENT_FUNDS,
  MADA_PAID,
  milestone,
  openCard,
  openInvoice,
  pageAt,
  payByCard,
  proposeThroughApi,
  shot,
} from './milestones-support';
import { expectNoSidewaysScroll, text } from './phone-support';

const IBAN = 'SA73 8000 0000 6080 1016 7520';
const MASKED = 'SA•• •••• •••• •••• •••• 7520';
const HOLDER = 'ريم الحربي';
/** The simulator's reason for the declined mada card, in the language the payer funded in. */
const INSUFFICIENT_FUNDS = 'الرصيد غير كافٍ';
const CONTRACT_WORDS = { title: 'صوت لليلة في مرايا', coverLetter: 'أدير الصوت لحفلات الصحراء.' };

const chats = (key: string, values?: Record<string, string>) =>
  text('ar', 'chats', `milestones.${key}`, values);
const payments = (key: string, values?: Record<string, string>) => text('ar', 'payments', key, values);
const payouts = (key: string, values?: Record<string, string>) => text('ar', 'payouts', key, values);

/** A catalogue text with an amount put in by the app, which formats it: the words around it and the figure. */
function around(template: (amount: string) => string, figure: string): RegExp {
  const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = template('\u0000').split('\u0000');
  return new RegExp(`${escape(before)}.*${escape(figure)}.*${escape(after)}`);
}

function balance(page: Page, key: string) {
  return page.locator('dl > div').filter({ hasText: payments(`summary.${key}`) });
}

test('in Arabic, a milestone is proposed, funded with mada, delivered, released and withdrawn, with its invoice and receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const contract = await acceptedContract(request, CONTRACT_WORDS);
  const { job, talent } = contract;
  const title = 'بروفة الصوت والتجهيز';
  const orgPage = await pageAt(browser, contract.organization, 'ar', 1440);
  const talentPage = await pageAt(browser, talent, 'ar', 390);
  const errors = [...collectErrors(orgPage), ...collectErrors(talentPage)];

  // The organization proposes, typing the amount in Arabic-Indic digits.
  const orgCard = await openCard(orgPage, talent.fullName, job.title);
  await expect(orgPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(orgCard.getByRole('region', { name: chats('heading') })).toContainText(chats('empty'));
  await orgCard.getByRole('button', { name: chats('propose') }).click();
  const proposal = orgPage.getByRole('dialog', { name: chats('proposal.title') });
  await proposal.getByRole('textbox', { name: chats('proposal.titleLabel') }).fill(title);
  await proposal.getByRole('textbox', { name: chats('proposal.amountLabel') }).fill('٢٤٣٧٫٥');
  const estimate = proposal.getByRole('region', { name: chats('proposal.estimate') });
  await expect(estimate).toContainText('٢٤٣٫٧٥');
  await expect(estimate).toContainText('٣٦٫٥٦');
  await expect(estimate).toContainText('٢٬١٥٧٫١٩');
  await shot(orgPage, 'ar-1-organization-proposal-1440');
  await proposal.getByRole('button', { name: chats('proposal.submit') }).click();
  await expect(orgPage.getByText(chats('proposal.success'))).toBeVisible();
  const orgItem = milestone(orgCard, title);
  await expect(orgItem).toContainText(chats('status.PROPOSED'));
  await expect(orgItem).toContainText('٢٬٤٣٧٫٥٠');
  await expect(orgItem).toContainText(chats('notes.PROPOSED.ORGANIZATION'));

  // The talent, on a phone, sees the net and accepts.
  const talentCard = await openCard(talentPage, GALLERY_NAME, job.title);
  await expect(talentPage.locator('html')).toHaveAttribute('dir', 'rtl');
  const talentItem = milestone(talentCard, title);
  await expect(talentItem).toContainText('٢٬١٥٧٫١٩');
  await expect(talentItem).toContainText(chats('notes.PROPOSED.INDIVIDUAL'));
  await expectNoSidewaysScroll(talentPage, "the talent's chat with a proposed milestone");
  await talentItem.getByRole('button', { name: chats('actions.accept') }).click();
  const acceptDialog = talentPage.getByRole('dialog', { name: chats('confirm.accept.title') });
  await expect(acceptDialog).toContainText('٢٬١٥٧٫١٩');
  // The riyal abbreviation's own full stop is never followed by more punctuation.
  await expect(acceptDialog).toContainText('ر.س.');
  await expect(acceptDialog).not.toContainText(/ر\.س\.[.،؛:]/);
  await expectNoSidewaysScroll(talentPage, 'the accept dialog');
  await shot(talentPage, 'ar-2-talent-accept-390');
  await confirm(talentPage, chats('confirm.accept.title'), chats('actions.accept'));
  await expect(talentPage.getByText(chats('success.accept'))).toBeVisible();
  await expect(talentItem).toContainText(chats('status.UNFUNDED'));

  // The organization funds it with mada through 3-D Secure, on the provider's pages.
  await expect(orgItem).toContainText(chats('status.UNFUNDED'));
  await orgItem.getByRole('button', { name: chats('actions.fund') }).click();
  await confirm(orgPage, chats('confirm.fund.title'), chats('confirm.fund.confirm'));
  await orgPage.waitForURL(/\/simulator\//);
  await shot(orgPage, 'ar-3-simulator-1440');
  await payByCard(orgPage, MADA_PAID, 'ar');
  await expect(orgPage.getByText(chats('payment.paid'))).toBeVisible();
  await expect(orgPage).not.toHaveURL(/payment=/);
  await expect(orgPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(orgItem).toContainText(chats('status.HELD'));
  await expect(orgItem).toContainText(chats('notes.HELD.ORGANIZATION'));
  await orgItem.scrollIntoViewIfNeeded();
  await shot(orgPage, 'ar-4-organization-held-1440');

  // The talent sees it held, and delivers.
  await expect(talentItem).toContainText(chats('notes.HELD.INDIVIDUAL'));
  await talentItem.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(talentPage, "the talent's chat with a held milestone");
  await shot(talentPage, 'ar-5-talent-held-390');
  await talentItem.getByRole('button', { name: chats('actions.deliver') }).click();
  await confirm(talentPage, chats('confirm.deliver.title'), chats('actions.deliver'));
  await expect(talentPage.getByText(chats('success.deliver'))).toBeVisible();
  await expect(talentItem).toContainText(chats('status.DELIVERED'));

  // The organization releases it.
  await expect(orgItem).toContainText(chats('notes.DELIVERED.ORGANIZATION'));
  await orgItem.getByRole('button', { name: chats('actions.release') }).click();
  await confirm(orgPage, chats('confirm.release.title'), chats('actions.release'));
  await expect(orgPage.getByText(chats('success.release'))).toBeVisible();
  await expect(orgItem).toContainText(chats('notes.RELEASED.ORGANIZATION'));
  await expect(orgPage.getByRole('dialog')).toHaveCount(0);
  await shot(orgPage, 'ar-6-organization-released-1440');
  await expect(talentItem).toContainText(chats('notes.RELEASED.INDIVIDUAL'));

  // The release's notification leads the talent to the tax invoice of the platform's fee.
  await talentPage
    .getByRole('button', { name: new RegExp(`^${text('ar', 'notifications', 'bell.label')}`) })
    .click();
  const releasedNotice = text('ar', 'notifications', 'kinds.MILESTONE_RELEASED').split(' ')[0] ?? '';
  await talentPage.getByRole('link', { name: new RegExp(releasedNotice) }).click();
  await expect(talentPage).toHaveURL(/\/payments\/invoices\/[0-9a-f-]{36}$/);
  const invoiceAddress = new URL(talentPage.url()).pathname;
  const fromNotice = talentPage.locator('article.invoice-document');
  await expect(fromNotice).toContainText('SAR 280.31');
  await expect(
    talentPage.getByRole('heading', {
      level: 1,
      name: new RegExp(payouts('invoices.page.title.TAX_INVOICE')),
    }),
  ).toContainText(/INV-\d+/);

  // The net is the talent's: an IBAN, then part of it withdrawn.
  await talentPage.getByRole('link', { name: text('ar', 'common', 'nav.payments'), exact: true }).click();
  await expect(talentPage).toHaveURL(/\/payments$/);
  await expect(balance(talentPage, 'withdrawable')).toContainText('٢٬١٥٧٫١٩');
  await expect(talentPage.locator('dl[aria-label] > div')).toHaveCount(5);
  await expectNoSidewaysScroll(talentPage, "the talent's payments");
  await talentPage.screenshot({
    path: test.info().outputPath('ar-7-talent-payments-390.png'),
    fullPage: true,
  });
  await talentPage.getByRole('button', { name: payments('summary.withdraw'), exact: true }).click();
  const accountDialog = talentPage.getByRole('dialog', { name: payouts('account.title') });
  await accountDialog.getByRole('textbox', { name: payouts('account.iban') }).fill(IBAN);
  await accountDialog.getByRole('textbox', { name: payouts('account.holderName') }).fill(HOLDER);
  await expectNoSidewaysScroll(talentPage, 'the bank account dialog');
  await shot(talentPage, 'ar-8-talent-iban-390');
  await accountDialog.getByRole('button', { name: payouts('account.save') }).click();
  // The masked IBAN stays on one line of the toast, in its own order.
  const saved = talentPage.getByText(payouts('account.saved').trim());
  await expect(saved).toBeVisible();
  expect(await saved.locator('bdi').textContent()).toBe(MASKED.replaceAll(' ', '\u00a0'));
  await shot(talentPage, 'ar-8b-talent-iban-saved-390');
  const withdraw = talentPage.getByRole('dialog', { name: payouts('title') });
  await expect(withdraw).toContainText(MASKED);
  await expect(withdraw).toContainText(HOLDER);
  await withdraw.getByRole('textbox', { name: payouts('amount.label') }).fill('١٠٠٠');
  await withdraw.getByRole('button', { name: payouts('amount.continue') }).click();
  const review = talentPage.getByRole('dialog', { name: payouts('confirm.title') });
  await expect(review).toContainText('١٬٠٠٠');
  await expect(review).toContainText('١٬١٥٧٫١٩');
  await expect(review).toContainText(MASKED);
  await expectNoSidewaysScroll(talentPage, 'the withdrawal to confirm');
  await shot(talentPage, 'ar-9-talent-withdraw-confirm-390');
  await review
    .getByRole('button', { name: around((amount) => payouts('confirm.submit', { amount }), '١٬٠٠٠') })
    .click();
  const requested = talentPage.getByText(around((amount) => payouts('confirm.success', { amount }), '١٬٠٠٠'));
  await expect(requested).toBeVisible();
  await expect(requested).not.toContainText(/ر\.س\.[.،؛:]/);
  await expect(review).toBeHidden();
  await expect(balance(talentPage, 'withdrawable')).toContainText('١٬١٥٧٫١٩');
  // On its way to the bank under Withdrawn until the bank pays it (the simulator pays at once).
  await expect(balance(talentPage, 'withdrawn')).toContainText('١٬٠٠٠');
  await balance(talentPage, 'withdrawable').scrollIntoViewIfNeeded();
  await shot(talentPage, 'ar-10-talent-withdrawn-390');

  // The talent's tax invoice of the platform's fee, with ZATCA's QR code, from the list: the
  // same address, printable on its own.
  const invoice = await openInvoice(talentPage, 'INV', 'ar');
  expect(new URL(talentPage.url()).pathname).toBe(invoiceAddress);
  await expect(invoice).toContainText(/INV-\d+/);
  await expect(invoice).toContainText('SAR 280.31');
  await expect(invoice.getByRole('img')).toBeVisible();
  const print = talentPage.getByRole('button', { name: payouts('invoices.print') });
  await expect(print).toBeVisible();
  await expectFixedInvoiceLayout(invoice);
  await expectNoSidewaysScroll(talentPage, 'the tax invoice');
  await shot(talentPage, 'ar-11-talent-invoice-390');
  await talentPage.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(invoice.getByRole('img')).toBeVisible();
  await shot(talentPage, 'ar-11b-talent-invoice-print-390');
  await talentPage.emulateMedia({ media: 'screen' });

  // The organization's receipt of what it paid in.
  await orgPage.getByRole('link', { name: text('ar', 'common', 'nav.payments'), exact: true }).click();
  const receipt = await openInvoice(orgPage, 'RCT', 'ar');
  await expect(orgPage.getByRole('heading', { level: 1 })).toContainText(/RCT-\d+/);
  await expect(receipt).toContainText('SAR 2,437.50');
  await expect(receipt.getByRole('img')).toHaveCount(0);
  await expectFixedInvoiceLayout(receipt);
  await shot(orgPage, 'ar-12-organization-receipt-1440');
  expect(errors).toEqual([]);
});

test('in Arabic, a mada card without the funds shows the reason and leaves the milestone unfunded', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const contract = await acceptedContract(request, CONTRACT_WORDS);
  const title = 'شاشات المراقبة على المسرح';
  await acceptThroughApi(request, contract, await proposeThroughApi(request, contract, title, 150_000));
  const page = await pageAt(browser, contract.organization, 'ar', 1440);
  const errors = collectErrors(page);

  const item = milestone(await openCard(page, contract.talent.fullName, contract.job.title), title);
  await item.getByRole('button', { name: chats('actions.fund') }).click();
  await confirm(page, chats('confirm.fund.title'), chats('confirm.fund.confirm'));
  await payByCard(page, MADA_INSUFFICIENT_FUNDS, 'ar');
  await expect(page.getByRole('status').filter({ hasText: chats('payment.failed') })).toBeVisible();
  await expect(page).not.toHaveURL(/payment=/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(item).toContainText(chats('paymentFailed', { reason: INSUFFICIENT_FUNDS }));
  await expect(item).toContainText(chats('status.UNFUNDED'));
  await expect(item).toContainText(chats('notes.UNFUNDED.ORGANIZATION'));
  await expect(item.getByRole('button', { name: chats('actions.fund') })).toBeEnabled();
  await item.scrollIntoViewIfNeeded();
  await shot(page, 'ar-13-organization-declined-1440');
  expect(errors).toEqual([]);
});
