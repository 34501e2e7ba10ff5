import { expect, test } from '@playwright/test';
import { LINA, login, openAs } from './profiles-support';
import { expectDate } from './date-field';

// Other tests rely on Lina staying visible and unchanged: these only read and cancel.
test.describe("a model's own profile", () => {
  test.beforeEach(async ({ page, request }) => {
    await openAs(page, await login(request, LINA), '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Lina Alsaud' })).toBeVisible();
  });

  test('shows nationality instead of projects, the stars, measurements, headshots and full body', async ({
    page,
  }) => {
    await expect(page.getByText('Nationality: Saudi Arabia')).toBeVisible();
    await expect(page.getByText(/Projects? Completed/)).toHaveCount(0);
    await expect(page.getByRole('img', { name: '4.7 out of 5 stars' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Profile Visibility' })).toBeChecked();

    const portfolio = page.getByRole('region', { name: 'Portfolio', exact: true });
    const measurements = portfolio.getByRole('region', { name: 'Measurements' });
    for (const [label, value] of [
      ['Height', '176 cm'],
      ['Weight', '60 kg'],
      ['Chest / bust', '84 cm'],
      ['Waist', '62 cm'],
      ['Hips', '89 cm'],
      ['Dress size', 'UK 12'],
      ['Shoe size', 'EU 39'],
    ] as const) {
      await expect(measurements.getByRole('definition').filter({ hasText: value })).toHaveCount(1);
      await expect(measurements.getByRole('term').filter({ hasText: label })).toHaveCount(1);
    }
    await expect(portfolio.getByRole('button', { name: /^Open Portfolio pictures \d of 3$/ })).toHaveCount(3);
    await expect(portfolio.getByRole('button', { name: /^Open Full Body \d of 2$/ })).toHaveCount(2);

    const headshots = portfolio.getByRole('region', { name: 'Headshots' });
    const thumbnail = headshots.getByRole('button', { name: 'Open Headshots 1 of 2' }).locator('img');
    await expect(thumbnail).toHaveAttribute('src', /-thumb\.webp$/);
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');

    await headshots.getByRole('button', { name: 'Open Headshots 1 of 2' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Headshots 1 of 2' });
    const full = lightbox.getByRole('img', { name: 'Headshots 1 of 2' });
    await expect(full).toHaveAttribute('src', /\/media\/[0-9a-f-]{36}\.webp$/);
    await lightbox.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Headshots 2 of 2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("the model's Edit Specialty holds her details and closes without saving", async ({ page }) => {
    await page.getByRole('button', { name: 'Edit Specialty' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Specialty' });
    await expect(dialog.getByRole('combobox', { name: 'Height (cm)' })).toHaveValue('176');
    await expect(dialog.getByRole('combobox', { name: 'Nationality' })).toHaveValue('SA');
    await expectDate(dialog, 'Birth date', '1998-04-12');
    await expect(dialog.getByRole('group', { name: 'Headshots' }).getByRole('img')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the reviews carousel: cards, whole short comments, keyboard and narrow screens', async ({ page }) => {
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const cards = reviews.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(
      cards
        .first()
        .getByRole('img', { name: /out of 5 stars/ })
        .first(),
    ).toBeVisible();

    // A short comment has room on its card: it shows whole, with no 'see more' (profiles-reviews.spec covers long ones).
    const runway = cards.filter({
      hasText: 'Lina was outstanding on the runway: punctual, prepared and a joy to work with.',
    });
    await expect(runway.getByRole('heading', { name: /Najd Creative/ })).toBeVisible();
    await expect(runway.getByRole('button', { name: 'see more' })).toHaveCount(0);

    // One review per view under 768 px: the second waits beyond the edge.
    await page.setViewportSize({ width: 700, height: 900 });
    await reviews.scrollIntoViewIfNeeded();
    await expect(cards.nth(1)).not.toBeInViewport();
    await reviews.getByRole('button', { name: 'Next reviews' }).click();
    await expect(cards.nth(1)).toBeInViewport();
    await expect(cards.nth(0)).not.toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await expect(cards.nth(0)).toBeInViewport();
  });
});
