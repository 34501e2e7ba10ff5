import { expect, test } from '@playwright/test';

/** The ten specialties as the product names them (spec §1), with their join and hire buttons. */
const SERVICES = [
  ['Model', 'Join as Model', 'Hire a Model'],
  ['Videographer', 'Join as Videographer', 'Hire a Videographer'],
  ['Photographer', 'Join as Photographer', 'Hire a Photographer'],
  ['Editor', 'Join as Editor', 'Hire an Editor'],
  ['Tour Guide', 'Join as Tour Guide', 'Hire a Tour Guide'],
  ['Beautician', 'Join as Beautician', 'Hire a Beautician'],
  ['Athlete', 'Join as Athlete', 'Hire an Athlete'],
  ['Visual Artist', 'Join as Visual Artist', 'Hire a Visual Artist'],
  ['Fashionista', 'Join as Fashionista', 'Hire a Fashionista'],
  ['Music & Sound Engineer', 'Join as Music & Sound Engineer', 'Hire a Music & Sound Engineer'],
] as const;

test('the services page has one card per specialty', async ({ page }) => {
  await page.goto('/services');
  for (const [title, join, hire] of SERVICES) {
    const card = page.getByRole('article', { name: title, exact: true });
    await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: join, exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: hire, exact: true })).toBeVisible();
  }
});

test('every join button presets Individual and every hire button Organization', async ({ page }) => {
  // Twenty page loads, each a prerendered page hydrating.
  test.slow();
  for (const [, join, hire] of SERVICES) {
    for (const [button, preset] of [
      [join, 'Signing up as Individual'],
      [hire, 'Signing up as Organization'],
    ] as const) {
      await page.goto('/services');
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page).toHaveURL('/signup');
      await expect(page.getByText(preset), button).toBeVisible();
    }
  }
});
