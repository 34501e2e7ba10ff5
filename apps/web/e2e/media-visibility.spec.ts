import { expect, test, type Browser } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { newOrganization, toast } from './auth-support';
import { collectErrors } from './page-errors';
import { text, type Language } from './phone-support';
import { login, newTalent, openAs, STUDIO, type Session } from './profiles-support';

/**
 * Issue 36: a talent chooses in /settings/privacy who sees their photos and measurements. With
 * "verified organizations only", an organization not verified reads a plain sentence in the
 * portfolio's place; the verified studio@ reads the portfolio as before.
 */
async function pageFor(browser: Browser, language: Language, session: Session, path: string) {
  const context = await browser.newContext({ locale: language === 'ar' ? 'ar-SA' : 'en-US' });
  const page = await context.newPage();
  await openAs(page, session, path);
  return page;
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: a talent keeps photos and measurements for verified organizations, and an unverified one reads why they are missing`, async ({
    browser,
    request,
  }) => {
    const safety = (key: string) => text(language, 'safety', key);
    const hidden = text(language, 'profiles', 'portfolio.mediaHidden');
    const talent = await newTalent(request);

    const page = await pageFor(browser, language, talent.session, '/settings/privacy');
    const errors = collectErrors(page);
    await expect(page.getByRole('heading', { level: 1, name: safety('photos.title') })).toBeVisible();
    const everyone = page.getByRole('radio', { name: new RegExp(safety('photos.choices.SIGNED_IN')) });
    await expect(everyone).toBeChecked();
    await page
      .getByRole('radio', { name: new RegExp(safety('photos.choices.VERIFIED_ORGANIZATIONS')) })
      .check();
    await page.getByRole('button', { name: safety('photos.save'), exact: true }).click();
    await expect(toast(page, safety('photos.saved'))).toBeVisible();
    if (language === 'ar') await expectArabicPage(page, 'ar-media-visibility');
    await page.reload();
    await expect(
      page.getByRole('radio', { name: new RegExp(safety('photos.choices.VERIFIED_ORGANIZATIONS')) }),
    ).toBeChecked();
    expect(errors).toEqual([]);

    const profile = `/explore/individuals/${talent.individualId}`;
    const unverified = await newOrganization(request, 'Mirage');
    const outsider = await pageFor(browser, language, unverified, profile);
    await expect(outsider.getByRole('heading', { level: 1, name: talent.fullName })).toBeVisible();
    await expect(outsider.getByText(hidden)).toBeVisible();

    const verified = await pageFor(browser, language, await login(request, STUDIO), profile);
    await expect(verified.getByRole('heading', { level: 1, name: talent.fullName })).toBeVisible();
    await expect(verified.getByText(hidden)).toHaveCount(0);
  });
}
