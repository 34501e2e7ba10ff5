import { expect, test, type APIRequestContext } from '@playwright/test';
import { login, openAs, STUDIO, type Session } from './profiles-support';

/**
 * Finds a demo talent through the talent list, as the organization. (Logging in as the talent
 * would depend on its password, which other specs change.) Other specs make talent with the same
 * first names; the list is newest first, so the demo's, made before any of them, is the last.
 */
async function individualIdOf(request: APIRequestContext, email: string): Promise<string> {
  const organization = await login(request, STUDIO);
  const firstName = email.split('@')[0] ?? '';
  const response = await request.get(
    `/models/api/v1/individuals?filter[searchKey]=${encodeURIComponent(firstName)}`,
    {
      headers: { authorization: `Bearer ${organization.token}` },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { items: { id: string }[] } };
  return data.items.at(-1)?.id ?? '';
}

test.describe('an organization reads talent profiles', () => {
  let studio: Session;

  test.beforeEach(async ({ request }) => {
    studio = await login(request, STUDIO);
  });

  test("a model's profile, read-only", async ({ page, request }) => {
    await openAs(
      page,
      studio,
      `/explore/individuals/${await individualIdOf(request, 'lina@demo.nujoom.sa')}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Lina Alsaud' })).toBeVisible();
    await expect(page.getByText('Model', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: '4.7 out of 5 stars' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About' })).toContainText('Editorial and runway model');
    const portfolio = page.getByRole('region', { name: 'Portfolio', exact: true });
    await expect(portfolio.getByRole('region', { name: 'Measurements' })).toContainText('176 cm');
    await expect(portfolio.getByRole('region', { name: 'Headshots' }).getByRole('button')).toHaveCount(2);
    await expect(portfolio.getByRole('region', { name: 'Full Body' }).getByRole('button')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Experience & Awards' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('article')).toHaveCount(3);
    for (const control of [
      'Edit bio',
      'Edit Specialty',
      'Add experience',
      'Edit experience',
      'Change profile picture',
    ]) {
      await expect(page.getByRole('button', { name: control })).toHaveCount(0);
    }
    await expect(page.getByRole('switch')).toHaveCount(0);
  });

  test("a photographer's equipment and reels, a tour guide's certificates and review", async ({
    page,
    request,
  }) => {
    await openAs(
      page,
      studio,
      `/explore/individuals/${await individualIdOf(request, 'omar@demo.nujoom.sa')}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Omar Alzahrani' })).toBeVisible();
    await expect(page.getByText('1 Project Completed')).toBeVisible();
    const equipment = page.getByRole('region', { name: 'Equipment' });
    await expect(equipment.getByRole('term')).toHaveText(['Camera', 'Lighting', 'Lens']);
    await expect(equipment).toContainText('Aputure 600d');
    await expect(
      page.getByRole('region', { name: 'TikToks / Reels' }).getByLabel('Reel 1 of 1'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('article')).toHaveCount(1);

    await page.goto(`/explore/individuals/${await individualIdOf(request, 'khalid@demo.nujoom.sa')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Khalid Almutairi' })).toBeVisible();
    await expect(page.getByText('Tour Guide', { exact: true })).toBeVisible();
    const portfolio = page.getByRole('region', { name: 'Portfolio', exact: true });
    await expect(portfolio.getByRole('region', { name: 'Certificates' }).getByRole('button')).toHaveCount(1);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('article')).toHaveCount(1);
    await expect(reviews).toContainText('Our guests loved');
  });

  test('an athlete has Trophies, a musician only the details of the specialty', async ({ page, request }) => {
    await openAs(
      page,
      studio,
      `/explore/individuals/${await individualIdOf(request, 'turki@demo.nujoom.sa')}`,
    );
    const trophies = page.getByRole('region', { name: 'Trophies', exact: true });
    await expect(trophies).toBeVisible();
    await expect(trophies.getByRole('region', { name: 'Body Pictures' }).getByRole('button')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Portfolio', exact: true })).toHaveCount(0);

    await page.goto(`/explore/individuals/${await individualIdOf(request, 'fahad@demo.nujoom.sa')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Fahad Alkhaldi' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About' })).toBeVisible();
    // No gallery: the musician's portfolio holds the answers of the specialty only.
    const portfolio = page.getByRole('region', { name: 'Portfolio', exact: true });
    await expect(portfolio.getByRole('heading', { level: 3, name: 'Specialty details' })).toBeVisible();
    await expect(portfolio.getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Trophies', exact: true })).toHaveCount(0);
  });

  test('an unknown or malformed id shows a friendly not-found page', async ({ page }) => {
    await openAs(page, studio, `/explore/individuals/${crypto.randomUUID()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Talent profile not found' })).toBeVisible();
    await page.goto('/explore/individuals/not-an-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Talent profile not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Explore' }).click();
    await expect(page).toHaveURL('/explore');
  });
});
