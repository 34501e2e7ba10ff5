import { expect, test } from '@playwright/test';

test('the document carries the language and direction of the interface', async ({ page }) => {
  await page.goto('/landing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle('Capture Your Story · Nujoom');
});

test('the about page covers vision, mission, values, promises and why us', async ({ page }) => {
  await page.goto('/about');
  for (const heading of ['Our vision', 'Our mission', 'Our values', 'Our promises', 'Why Nujoom']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
});

test('the contact page gives the phone, e-mail and registration number', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: '+966 11 000 0000' })).toHaveAttribute(
    'href',
    'tel:+966110000000',
  );
  await expect(page.getByRole('link', { name: 'hello@nujoom.sa' })).toHaveAttribute(
    'href',
    'mailto:hello@nujoom.sa',
  );
  await expect(page.getByText('Commercial registration number')).toBeVisible();
  await expect(page.getByText('1010000000', { exact: true })).toBeVisible();
});

test('the privacy policy has nine sections and excludes people under 18', async ({ page }) => {
  await page.goto('/privacy');
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections).toHaveCount(9);
  await expect(sections.first()).toHaveText('1. Information we collect');
  await expect(sections.last()).toHaveText('9. Versions, changes and contact');
  await expect(page.getByText('Nujoom is not intended for people under 18.')).toBeVisible();
  // Issue 36: it names who receives personal data, and how each right is used.
  await expect(page.getByRole('heading', { level: 2, name: '3. Who receives your data' })).toBeVisible();
  await expect(page.getByText(/the payment provider \(Moyasar\)/)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '6. Your rights, and how to use them' }),
  ).toBeVisible();
});
