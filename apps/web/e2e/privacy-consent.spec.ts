import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { PRIVACY_NOTICE_VERSION } from './consent-version';
import { latestCode } from './outbox';
import { collectErrors } from './page-errors';
import { text, type Language } from './phone-support';
import { storeSession } from './session';

const API = '/models/api/v1';

/**
 * Issue 36: an account without consent to the current Privacy Policy (made by a client of the
 * spec, which sends none, or one whose consent is to an older version) is asked on its first
 * page, may read the policy, and goes on only by agreeing or signing out.
 */
for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: an account without consent agrees to the Privacy Policy before going on, once`, async ({
    browser,
    request,
  }) => {
    const privacy = (key: string) => text(language, 'privacy', key);
    const email = `consent.${randomBytes(4).toString('hex')}@example.com`;
    const signup = await request.post(`${API}/auth/signup`, {
      data: { firstName: 'Reem', lastName: 'Alqahtani', email, password: 'Str0ng!Pass', role: 'INDIVIDUAL' },
    });
    const { id } = ((await signup.json()) as { data: { id: string } }).data;
    const verified = await request.patch(`${API}/auth/verify-account`, {
      data: { userId: id, otp: await latestCode(email) },
    });
    const session = (
      (await verified.json()) as { data: { token: string; user: { privacyConsent: unknown } } }
    ).data;
    expect(session.user.privacyConsent).toEqual({ version: null, due: true });

    const context = await browser.newContext({ locale: language === 'ar' ? 'ar-SA' : 'en-US' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/about');
    await storeSession(page, session.token, session.user);
    await page.goto('/select-category');

    const prompt = page.getByRole('dialog', { name: privacy('consent.title') });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(privacy('consent.description'));
    // Only its own buttons leave it: Escape does not.
    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();
    if (language === 'ar') await expectArabicPage(page, 'ar-consent-prompt');

    // The policy opens beside the app, in the reader's language, without the prompt over it.
    const [policy] = await Promise.all([
      page.waitForEvent('popup'),
      prompt.getByRole('link', { name: privacy('consent.read') }).click(),
    ]);
    await expect(policy).toHaveURL(/\/privacy$/);
    await expect(
      policy.getByRole('heading', { level: 2, name: text(language, 'privacy', 'sections.sharing.title') }),
    ).toBeVisible();
    await expect(policy.getByText(/Moyasar|ميسر/).first()).toBeVisible();
    await expect(policy.getByRole('dialog')).toHaveCount(0);
    await policy.close();

    await prompt.getByRole('button', { name: privacy('consent.agree') }).click();
    await expect(prompt).toHaveCount(0);
    const status = await request.get(`${API}/users/me`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(((await status.json()) as { data: { privacyConsent: unknown } }).data.privacyConsent).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      due: false,
    });

    // Agreed once, it is not asked again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}
