import { expect, test } from '@playwright/test';
import { pageFor } from './hiring-contact-support';
import { collectErrors } from './page-errors';
import {
  acceptedContract,
  acceptThroughApi,
  confirm,
  GALLERY_NAME,
  MADA_INSUFFICIENT_FUNDS,
  MADA_PAID,
  milestone,
  openCard,
  pageAt,
  payByCard,
  proposeThroughApi,
  shot,
} from './milestones-support';
import { expectNoSidewaysScroll, expectOnScreen, text } from './phone-support';

const TEST_MODE = 'Test mode: payments are simulated, no real money moves.';
const CONTRACT_WORDS = {
  title: 'Sound for a night at Maraya',
  coverLetter: 'I run front of house for desert concerts.',
};

test('a milestone is proposed, accepted, funded with mada through 3-D Secure, delivered and released', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const contract = await acceptedContract(request, CONTRACT_WORDS);
  const { job, talent } = contract;
  const title = 'Sound check and rehearsal';
  const orgPage = await pageFor(browser, contract.organization);
  const talentPage = await pageFor(browser, talent);
  const errors = [...collectErrors(orgPage), ...collectErrors(talentPage)];

  const orgCard = await openCard(orgPage, talent.fullName, job.title);
  await expect(orgCard.getByRole('region', { name: 'Milestones' })).toContainText('No milestones yet');
  await expect(orgPage.getByText(TEST_MODE)).toBeVisible();

  // The contract's own rules and messages, then the estimate as the amount is typed.
  await orgCard.getByRole('button', { name: 'Propose a milestone' }).click();
  const proposal = orgPage.getByRole('dialog', { name: 'Propose a milestone' });
  await proposal.getByRole('button', { name: 'Propose milestone' }).click();
  await expect(proposal.getByText('Milestone title is required.')).toBeVisible();
  await expect(proposal.getByText('Enter an amount from SAR 1 to SAR 1,000,000.')).toBeVisible();
  await proposal.getByRole('textbox', { name: 'Milestone title' }).fill(title);
  await proposal.getByRole('textbox', { name: 'Amount in riyals' }).fill('2437.5');
  const estimate = proposal.getByRole('region', { name: 'Estimate until proposed' });
  await expect(estimate).toContainText('Platform fee− SAR 243.75');
  await expect(estimate).toContainText('VAT on the fee− SAR 36.56');
  await expect(estimate).toContainText('Talent receivesSAR 2,157.19');
  await expect(proposal).toContainText('about $650');
  await proposal.getByRole('button', { name: 'Propose milestone' }).click();
  await expect(orgPage.getByText('Milestone proposed.')).toBeVisible();
  const orgItem = milestone(orgCard, title);
  await expect(orgItem).toContainText('Proposed');
  await expect(orgItem).toContainText('SAR 2,437.50');
  await expect(orgItem).toContainText('about $650');
  await expect(orgItem).toContainText('Talent receives SAR 2,157.19');
  await expect(orgItem).toContainText('After the platform fee of SAR 243.75 and VAT of SAR 36.56.');
  await expect(orgItem).toContainText('Not protected yet');
  await expect(orgItem.getByRole('button')).toHaveCount(0);

  // The talent sees the net first, and accepts.
  const talentCard = await openCard(talentPage, GALLERY_NAME, job.title);
  const talentItem = milestone(talentCard, title);
  await expect(talentItem).toContainText('You receive SAR 2,157.19');
  await expect(talentItem).toContainText('Not protected yet: nothing has been paid.');
  await talentItem.getByRole('button', { name: 'Accept' }).click();
  await expect(talentPage.getByRole('dialog', { name: 'Accept this milestone?' })).toContainText(
    'You will receive SAR 2,157.19',
  );
  await confirm(talentPage, 'Accept this milestone?', 'Accept');
  await expect(talentPage.getByText('Milestone accepted.')).toBeVisible();
  await expect(talentItem).toContainText('Not funded');

  // The organization hears of it live, funds it and pays on the provider's page.
  await expect(orgItem).toContainText('Not funded');
  await orgItem.getByRole('button', { name: 'Fund' }).click();
  await confirm(orgPage, 'Fund this milestone?', 'Continue to payment');
  await payByCard(orgPage, MADA_PAID);
  await expect(orgPage.getByText('Payment received: the money is held.')).toBeVisible();
  await expect(orgPage).not.toHaveURL(/payment=/);
  const orgCardAgain = orgPage.getByRole('article', { name: job.title });
  const orgHeld = milestone(orgCardAgain, title);
  await expect(orgHeld).toContainText('Funded: the money is held');
  await orgHeld.scrollIntoViewIfNeeded();
  await shot(orgPage, 'organization-held-1440-en');

  await expect(talentItem).toContainText('Funded: the money is held. You can start work.');
  await talentItem.getByRole('button', { name: 'Mark delivered' }).click();
  await confirm(talentPage, 'Mark this milestone delivered?', 'Mark delivered');
  await expect(talentPage.getByText('Marked as delivered.')).toBeVisible();
  await expect(talentItem).toContainText('Delivered');

  await expect(orgHeld).toContainText('Delivered. The money is held until you release it.');
  await orgHeld.getByRole('button', { name: 'Release payment' }).click();
  await confirm(orgPage, 'Release this payment?', 'Release payment');
  await expect(orgPage.getByText('Payment released to the talent.')).toBeVisible();
  await expect(orgHeld).toContainText('Released to the talent.');
  await expect(talentItem).toContainText('Released: the money is in your balance.');

  // The net is the talent's to withdraw.
  await talentPage.getByRole('link', { name: 'Payments' }).click();
  const available = talentPage.locator('dl > div').filter({ hasText: 'Withdrawable amount' });
  await expect(available).toContainText('SAR 2,157.19');
  await expect(talentPage.locator('dl > div').filter({ hasText: 'Held for you' })).toContainText('SAR 0');
  await talentPage.screenshot({
    path: test.info().outputPath('talent-payments-1440-en.png'),
    fullPage: true,
  });
  await talentPage.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(available).not.toContainText('SAR 2,157.19');
  expect(errors).toEqual([]);
});

test('a card without the funds shows the reason and leaves the milestone unfunded', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const contract = await acceptedContract(request, CONTRACT_WORDS);
  const title = 'Stage monitors';
  await acceptThroughApi(request, contract, await proposeThroughApi(request, contract, title, 150_000));
  const orgPage = await pageFor(browser, contract.organization);

  const card = await openCard(orgPage, contract.talent.fullName, contract.job.title);
  await milestone(card, title).getByRole('button', { name: 'Fund' }).click();
  await confirm(orgPage, 'Fund this milestone?', 'Continue to payment');
  await payByCard(orgPage, MADA_INSUFFICIENT_FUNDS);
  await expect(orgPage.getByText('The payment was not completed.')).toBeVisible();
  await expect(orgPage).not.toHaveURL(/payment=/);
  const item = milestone(orgPage.getByRole('article', { name: contract.job.title }), title);
  await expect(item).toContainText('Not funded');
  await expect(item).toContainText(/Payment failed: .*insufficient funds/i);
  await expect(item).toContainText('Not protected yet');
  await expect(item.getByRole('button', { name: 'Fund' })).toBeEnabled();
});

test('every page says payments are simulated, in both languages', async ({ browser }) => {
  for (const language of ['en', 'ar'] as const) {
    const context = await browser.newContext({ locale: language === 'ar' ? 'ar-SA' : 'en-US' });
    const page = await context.newPage();
    const banner = text(language, 'common', 'testMode.banner');
    for (const path of ['/', '/about', '/login']) {
      await page.goto(path);
      await expect(page.getByText(banner), `${language} ${path}`).toBeVisible();
    }
    await context.close();
  }
});

test('the milestones read in Arabic and fit a phone', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const contract = await acceptedContract(request, CONTRACT_WORDS);
  await acceptThroughApi(
    request,
    contract,
    await proposeThroughApi(request, contract, 'بروفة الصوت', 243_750),
  );
  await proposeThroughApi(request, contract, 'Lighting cues for the second night', 90_000);

  for (const [language, width] of [
    ['ar', 390],
    ['ar', 1440],
    ['en', 390],
  ] as const) {
    const page = await pageAt(browser, contract.talent, language, width);
    const card = await openCard(page, GALLERY_NAME, contract.job.title);
    const heading = text(language, 'chats', 'milestones.heading');
    const section = card.getByRole('region', { name: heading });
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expect(section).toContainText(text(language, 'chats', 'milestones.status.UNFUNDED'));
    await expect(section).toContainText(text(language, 'chats', 'milestones.status.PROPOSED'));
    await expect(page.getByText(text(language, 'common', 'testMode.banner'))).toBeVisible();
    if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSidewaysScroll(page, `the talent's chat, ${language} at ${String(width)} px`);
    const composer = page.getByRole('textbox', {
      name: text(language, 'chats', 'composer.label'),
      exact: true,
    });
    await expectOnScreen(
      composer,
      `the message box under the test-mode banner, ${language} at ${String(width)} px`,
    );
    await section.scrollIntoViewIfNeeded();
    await shot(page, `talent-milestones-${String(width)}-${language}`);
    if (width < 600) {
      await page.goto('/payments');
      await expect(
        page.locator('dl > div').filter({ hasText: text(language, 'payments', 'summary.withdrawable') }),
      ).toBeVisible();
      await expectNoSidewaysScroll(page, `payments, ${language} at ${String(width)} px`);
      await page.screenshot({
        path: test.info().outputPath(`talent-payments-${String(width)}-${language}.png`),
        fullPage: true,
      });
    }
    await page.context().close();
  }

  for (const [language, width] of [
    ['ar', 390],
    ['en', 390],
    ['en', 1440],
  ] as const) {
    const page = await pageAt(browser, contract.organization, language, width);
    const card = await openCard(page, contract.talent.fullName, contract.job.title);
    await card.getByRole('button', { name: text(language, 'chats', 'milestones.propose') }).click();
    const dialog = page.getByRole('dialog', { name: text(language, 'chats', 'milestones.proposal.title') });
    await dialog
      .getByRole('textbox', { name: text(language, 'chats', 'milestones.proposal.amountLabel') })
      .fill(language === 'ar' ? '٢٤٣٧٫٥' : '2437.5');
    await expect(dialog.getByRole('region')).toContainText(language === 'ar' ? '٢٬١٥٧٫١٩' : '2,157.19');
    await shot(page, `organization-proposal-${String(width)}-${language}`);
    await page.context().close();
  }
});
