import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { toast } from './auth-support';
import { collectErrors } from './page-errors';
import { text, type Language } from './phone-support';
import { newTalent, openAs, type Session } from './profiles-support';

/**
 * Issue 36, "Download my data": a talent opens Your data, asks for a copy, watches it being
 * prepared in the background and downloads the ZIP by its link, in English and in Arabic.
 */
async function pageFor(browser: Browser, language: Language, session: Session, path: string) {
  const context = await browser.newContext({ locale: language === 'ar' ? 'ar-SA' : 'en-US' });
  const page = await context.newPage();
  await openAs(page, session, path);
  return page;
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: a talent prepares a copy of their data and downloads the ZIP`, async ({
    browser,
    request,
  }) => {
    const rights = (key: string, values: Record<string, string> = {}) =>
      text(language, 'privacy-rights', key, values);
    const talent = await newTalent(request, {
      firstName: 'Rahaf',
      lastName: `Export${randomBytes(3).toString('hex')}`,
    });
    const page = await pageFor(browser, language, talent.session, '/settings/data');
    const errors = collectErrors(page);
    await expect(page.getByRole('heading', { level: 1, name: rights('title') })).toBeVisible();
    await expect(page.getByText(rights('export.empty'))).toBeVisible();

    await page.getByRole('button', { name: rights('export.start'), exact: true }).click();
    await expect(toast(page, rights('export.started'))).toBeVisible();
    const zipLabel = rights('export.download', { size: '' }).replace(/\s*\u200f?\(\)$/, '');
    const link = page.getByRole('link', { name: new RegExp(`^${zipLabel}`) });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(rights('export.states.READY'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: rights('export.start'), exact: true })).toBeEnabled();
    if (language === 'ar') await expectArabicPage(page, 'ar-data-download');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^nujoom-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(errors).toEqual([]);
  });
}
