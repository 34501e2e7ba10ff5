import { expect, test, type Page } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { toast } from './auth-support';
import { uniqueWord } from './explore-api';
import { browserPage } from './licences-support';
import { signInOperator } from './operator-support';
import { collectErrors } from './page-errors';
import { text, type Language } from './phone-support';
import { newTalent } from './profiles-support';

/**
 * Issues 35 and 36: a person's request about their data that came by e-mail is written down from
 * their account's page in the console, waits in Privacy requests with its 30-day deadline, and is
 * marked answered with what was done.
 */
function requestCard(page: Page, name: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: an operator logs a correction asked by e-mail, finds it in Privacy requests with its deadline, and answers it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const operator = (key: string, values?: Record<string, string>) =>
      text(language, 'operator', key, values);
    const person = await newTalent(request, { firstName: 'Hind', lastName: uniqueWord('Data') });
    const asked = `Please correct my birth date (${uniqueWord('mail')}).`;

    const page = await browserPage(browser, language);
    await page.goto(`/operator/users/${person.session.user.id}`);
    await signInOperator(page, language);
    // After sign-in: a code refused there (used by an earlier test process) logs a 401.
    const errors = collectErrors(page);
    await page.getByRole('button', { name: operator('privacyRequests.log'), exact: true }).click();
    const log = page.getByRole('dialog');
    await expect(log.getByLabel(operator('privacyRequests.kind'))).toHaveValue('CORRECTION');
    await log.getByLabel(operator('privacyRequests.whatWasAsked')).fill(asked);
    await log.getByRole('button', { name: operator('privacyRequests.log'), exact: true }).click();
    await expect(toast(page, operator('privacyRequests.logged'))).toBeVisible();

    const nav = page.getByRole('navigation', { name: operator('console.navLabel') });
    await nav.getByRole('link', { name: operator('console.nav.privacyRequests') }).click();
    await expect(page).toHaveURL(/\/operator\/privacy-requests$/);
    const card = requestCard(page, person.fullName);
    await expect(card).toContainText(operator('privacyRequests.kinds.CORRECTION'));
    await expect(card).toContainText(asked);
    await expect(card).toContainText(person.email);
    await expect(card.getByText(operator('privacyRequests.due'))).toBeVisible();
    await expect(card.getByText(operator('privacyRequests.overdue'))).toHaveCount(0);
    if (language === 'ar') await expectArabicPage(page, 'ar-privacy-requests');

    await card.getByRole('button', { name: operator('privacyRequests.complete'), exact: true }).click();
    const done = page.getByRole('dialog');
    await done.getByLabel(operator('privacyRequests.whatWasDone')).fill('Corrected from her national ID.');
    await done.getByRole('button', { name: operator('privacyRequests.complete'), exact: true }).click();
    await expect(toast(page, operator('privacyRequests.completed'))).toBeVisible();
    await expect(card).toHaveCount(0);

    await page
      .getByRole('group', { name: operator('privacyRequests.filter') })
      .getByRole('button', { name: operator('privacyRequests.states.COMPLETED') })
      .click();
    await expect(requestCard(page, person.fullName)).toContainText(operator('privacyRequests.completedAt'));
    await expect(
      requestCard(page, person.fullName).getByRole('button', { name: operator('privacyRequests.complete') }),
    ).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
