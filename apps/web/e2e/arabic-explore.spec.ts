import { expect, test } from '@playwright/test';
import { arabicPage, expectArabicPage } from './arabic-support';
import { uniqueWord } from './explore-api';
import { login, newTalent, STUDIO } from './profiles-support';

test('in Arabic an organization finds "أحمد" by typing "احمد" on Explore', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const lastName = `الغامدي${uniqueWord()}`;
  const talent = await newTalent(request, { firstName: 'أحمد', lastName });
  const page = await arabicPage(browser, await login(request, STUDIO), '/explore');
  await page.getByRole('button', { name: 'الملفات' }).click();
  await page.getByRole('button', { name: 'مهندس موسيقى وصوت' }).click();
  await page.getByRole('searchbox').fill(`احمد ${lastName}`);
  await page.getByRole('button', { name: 'بحث', exact: true }).click();
  await expect(page.getByRole('article', { name: talent.fullName })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectArabicPage(page, 'explore-arabic-search');
});
