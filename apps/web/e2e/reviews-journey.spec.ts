import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { collectErrors } from './page-errors';
import {
  acceptedContract,
  API,
  auth,
  data,
  GALLERY_NAME,
  openCard,
  pageAt,
  shot,
} from './milestones-support';
import { text, type Language } from './phone-support';

/**
 * Issue 34: two-way, blind reviews of a finished contract, in English and in Arabic. The talent
 * reviews first and sees theirs hidden; the organization is told to write its own to see the
 * talent's; once both are in, both read both, the talent replies to the organization's review, and
 * the organization's public page shows the review and its record.
 */
const WORDS = {
  en: {
    title: 'Reviewed jazz night',
    talentComment: 'A clear brief and a calm, respectful set.',
    organizationComment: 'Precise, punctual and a joy to work with.',
    reply: 'Thank you, it was a pleasure.',
  },
  ar: {
    title: 'أمسية جاز مع تقييم',
    talentComment: 'وصف واضح وموقع تصوير محترم وهادئ.',
    organizationComment: 'دقيق وملتزم بالمواعيد والشغل معه ممتع.',
    reply: 'شكرًا لكم، كانت تجربة حلوة.',
  },
} as const;

/** A button or heading naming a person, whose name the app isolates in its sentence. */
function naming(name: string): RegExp {
  return new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The text of a sentence up to its first name or date, which the app isolates. */
function before(language: Language, key: string): string {
  return text(language, 'chats', key, { name: '\u0001', date: '\u0001' }).split('\u0001')[0] ?? '';
}

async function fillReview(
  dialog: Locator,
  language: Language,
  role: 'ORGANIZATION' | 'INDIVIDUAL',
  comment: string,
): Promise<void> {
  const chats = (key: string) => text(language, 'chats', key);
  const five = /^5\s/;
  await dialog
    .getByRole('group', { name: chats('reviews.ratingLabel') })
    .getByRole('radio', { name: five })
    .check();
  const parts =
    role === 'ORGANIZATION'
      ? ['quality', 'professionalism', 'communication']
      : ['brief', 'paidOnTime', 'safeSet', 'communication'];
  // Sent with a sub-rating missing first: the contract's rule says so before any call.
  await dialog.getByRole('button', { name: chats('reviews.submit') }).click();
  await expect(dialog.getByRole('alert').first()).toBeVisible();
  for (const part of parts) {
    await dialog
      .getByRole('group', { name: text(language, 'profiles', `reviewParts.sub.${part}`), exact: true })
      .getByRole('radio', { name: /^4\s/ })
      .check();
  }
  await dialog
    .getByRole('group', { name: chats(`reviews.againQuestion.${role}`) })
    .getByRole('radio', { name: chats('reviews.yes') })
    .check();
  await dialog.getByRole('textbox', { name: chats('reviews.commentLabel') }).fill(comment);
  await dialog.getByRole('textbox', { name: chats('reviews.noteLabel') }).fill('Private note for the team.');
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: both sides review blind, both read both, the talent replies, the organization's page shows it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    const chats = (key: string, values?: Record<string, string>) => text(language, 'chats', key, values);
    const contract = await acceptedContract(request, {
      title: words.title,
      coverLetter: 'Ready for the night.',
    });
    await data(
      await request.patch(`${API}/jobs/${contract.job.id}/finish`, {
        headers: auth(contract.organization.token),
        data: { requestId: contract.requestId },
      }),
    );
    const talentName = contract.talent.fullName;

    // The talent reviews first, and sees theirs hidden.
    const talentPage: Page = await pageAt(browser, contract.talent, language, 1280);
    const talentErrors = collectErrors(talentPage);
    let talentCard = await openCard(talentPage, GALLERY_NAME, contract.job.title);
    await talentCard.getByRole('button', { name: naming(GALLERY_NAME) }).click();
    const talentDialog = talentPage.getByRole('dialog');
    await fillReview(talentDialog, language, 'INDIVIDUAL', words.talentComment);
    await shot(talentPage, `${language}-talent-review-form`);
    await talentDialog.getByRole('button', { name: chats('reviews.submit') }).click();
    await expect(talentDialog).toHaveCount(0);
    await expect(talentCard).toContainText(before(language, 'reviews.hidden'));
    await expect(talentCard).toContainText(words.talentComment);
    await talentCard.scrollIntoViewIfNeeded();
    await shot(talentPage, `${language}-talent-hidden`);

    // The organization is told the talent has reviewed it, and reviews in turn.
    const orgPage = await pageAt(browser, contract.organization, language, 1280);
    const orgErrors = collectErrors(orgPage);
    const orgCard = await openCard(orgPage, talentName, contract.job.title);
    await expect(orgCard).toContainText(before(language, 'reviews.waiting'));
    await expect(orgCard).not.toContainText(words.talentComment);
    await orgCard.scrollIntoViewIfNeeded();
    await shot(orgPage, `${language}-organization-waiting`);
    await orgCard.getByRole('button', { name: naming(talentName) }).click();
    const orgDialog = orgPage.getByRole('dialog');
    await fillReview(orgDialog, language, 'ORGANIZATION', words.organizationComment);
    await orgDialog.getByRole('button', { name: chats('reviews.submit') }).click();
    await expect(orgDialog).toHaveCount(0);
    // Both are published together: each side reads both.
    await expect(orgCard).toContainText(words.talentComment);
    await expect(orgCard).toContainText(words.organizationComment);
    await expect(orgCard).toContainText(text(language, 'profiles', 'reviewParts.again.INDIVIDUAL.yes'));
    await orgCard.scrollIntoViewIfNeeded();
    await shot(orgPage, `${language}-organization-both`);

    // The open chat hears of the publication live; its card is rendered once per message.
    talentCard = talentPage.getByRole('article', { name: contract.job.title }).first();
    await expect(talentCard).toContainText(words.organizationComment);
    await expect(talentCard).toContainText(text(language, 'profiles', 'reviewParts.sub.professionalism'));
    // The talent replies, once, to the organization's review of them.
    await talentCard.getByRole('button', { name: chats('reviews.reply'), exact: true }).click();
    await talentCard.getByRole('textbox', { name: chats('reviews.replyLabel') }).fill(words.reply);
    await talentCard.getByRole('button', { name: chats('reviews.replySubmit') }).click();
    await expect(talentCard).toContainText(words.reply);
    await expect(talentCard.getByRole('button', { name: chats('reviews.reply'), exact: true })).toHaveCount(
      0,
    );
    await talentCard.scrollIntoViewIfNeeded();
    if (language === 'ar') await expectArabicPage(talentPage, 'ar-talent-both');
    else await shot(talentPage, 'en-talent-both');

    // The organization's page, from its name on the job's page: the talent's review and the record.
    await talentPage.goto(`/explore/jobs/${contract.job.id}`);
    await talentPage.getByRole('link', { name: GALLERY_NAME }).first().click();
    await expect(talentPage).toHaveURL(/\/explore\/organizations\//);
    const profiles = (key: string) => text(language, 'profiles', key);
    await expect(talentPage.getByRole('heading', { level: 1, name: GALLERY_NAME })).toBeVisible();
    await expect(talentPage.getByText(profiles('organizationPage.facts.jobsPosted'))).toBeVisible();
    await expect(talentPage.getByText(profiles('organizationPage.facts.paidThroughPlatform'))).toBeVisible();
    await expect(talentPage.getByText(words.talentComment)).toBeVisible();
    if (language === 'ar') await expectArabicPage(talentPage, 'ar-organization-page');
    else
      await talentPage.screenshot({
        path: test.info().outputPath('en-organization-page.png'),
        fullPage: true,
      });

    expect(talentErrors).toEqual([]);
    expect(orgErrors).toEqual([]);
  });
}
