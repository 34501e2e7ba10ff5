import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { collectErrors } from './page-errors';
import { text, type Language } from './phone-support';
import { API, authHeaders, dataOf, newTalent, openAs, type Session } from './profiles-support';

const PASSWORD = 'Str0ng!Pass';

/**
 * Issue 36: a person deletes their account from /settings/data with their password, is signed
 * out, and, signing in again within the 14 days, sees only the page that restores it; restored,
 * the app is theirs again.
 */
for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: a talent deletes the account with the password, then restores it by signing in`, async ({
    browser,
    request,
  }) => {
    const privacy = (key: string) => text(language, 'privacy', key);
    const rights = (key: string) => text(language, 'privacy-rights', key);
    const talent = await newTalent(request, {
      firstName: 'Hessa',
      lastName: `Qa${randomBytes(3).toString('hex')}`,
    });
    const context = await browser.newContext({ locale: language === 'ar' ? 'ar-SA' : 'en-US' });
    const page = await context.newPage();
    await openAs(page, talent.session, '/settings/data');
    const errors = collectErrors(page);

    const section = page.getByRole('region', { name: rights('deletion.title') });
    await expect(section).toContainText(rights('deletion.kept').slice(0, 40));
    await section.getByRole('button', { name: rights('deletion.start') }).click();
    const dialog = page.getByRole('dialog', { name: rights('deletion.confirmTitle') });
    const password = dialog.getByLabel(rights('deletion.password'), { exact: true });
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: rights('deletion.confirm') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      language === 'ar' ? 'كلمة المرور غير صحيحة.' : 'The password is not right.',
    );
    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: rights('deletion.confirm') }).click();
    await expect(page).toHaveURL(/\/landing$/);
    const gone = await request.get(`${API}/users/me`, { headers: authHeaders(talent.session.token) });
    expect(gone.status()).toBe(401);

    const again = await dataOf<Session & { user: { deletion: { destroysAt: string } | null } }>(
      await request.post(`${API}/auth/login`, {
        data: { email: talent.email, password: PASSWORD, role: 'INDIVIDUAL' },
      }),
    );
    expect(again.user.deletion).not.toBeNull();
    await openAs(page, again, '/explore');
    await expect(page.getByRole('heading', { level: 1, name: privacy('restore.title') })).toBeVisible();
    if (language === 'ar') await expectArabicPage(page, 'ar-account-restore');
    await page.getByRole('button', { name: privacy('restore.restore') }).click();
    await expect(page.getByRole('heading', { level: 1, name: privacy('restore.title') })).toHaveCount(0);
    const status = await dataOf<{ deletion: unknown }>(
      await request.get(`${API}/users/me`, { headers: authHeaders(again.token) }),
    );
    expect(status.deletion).toBeNull();
    const profile = await request.get(`${API}/individuals/${talent.individualId}`, {
      headers: authHeaders(again.token),
    });
    expect(profile.status()).toBe(200);
    // The browser logs the refused password (400) and the sign-out of the session the deletion ended (401).
    expect(errors.filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
    await context.close();
  });
}
