import { expect, test } from '@playwright/test';
import { submitLogin, toast } from './auth-support';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, signInAs, TOKEN_COOKIE } from './session';

const COMPANY_PAGES = [
  { name: 'About us', path: '/about', heading: 'Where Saudi creativity meets opportunity' },
  { name: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'Services', path: '/services', heading: 'Ten creative services, one trusted marketplace' },
  { name: 'Contact us', path: '/contact', heading: 'We would love to hear from you' },
] as const;

test('every footer link reaches its page', async ({ page }) => {
  for (const target of COMPANY_PAGES) {
    await page.goto('/landing');
    await page.getByRole('contentinfo').getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  }
});

test('the side menu is a dialog whose links reach their pages', async ({ page }) => {
  await page.goto('/landing');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await menuButton.click();
  await expect(menu.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText([
    'About us',
    'Services',
    'Contact us',
    'Privacy Policy',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  for (const target of COMPANY_PAGES) {
    await menuButton.click();
    await menu.getByRole('link', { name: target.name, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  }
});

test('the footer shows the current year and the seven social networks', async ({ page }) => {
  await page.goto('/landing');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Nujoom. All rights reserved.`);

  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(7);
  for (const network of ['Instagram', 'Snapchat', 'TikTok', 'LinkedIn', 'YouTube', 'X', 'Facebook']) {
    const link = footer.getByRole('link', { name: network, exact: true });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('the scroll-to-top button appears only after scrolling more than 200 px', async ({ page }) => {
  await page.goto('/privacy');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);

  await page.evaluate(() => {
    window.scrollTo(0, 200);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
  await expect(button).toHaveCount(0);

  await page.evaluate(() => {
    window.scrollTo(0, 201);
  });
  await expect(button).toBeVisible();

  await page.evaluate(() => {
    window.scrollTo(0, 1200);
  });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('visitors get no top bar', async ({ page }) => {
  await page.goto('/landing');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

test('an onboarded account gets the top bar and the account menu', async ({ page, request, context }) => {
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.goto('/profile');

  const topBar = page.getByRole('navigation', { name: 'Main' });
  await expect(topBar.getByRole('link')).toHaveText([
    'My Jobs',
    'Messages',
    'Payments',
    'Explore',
    'Profile',
  ]);
  await topBar.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();

  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await accountMenu.click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Saved talent',
    'Verification',
    'Blocked accounts',
    'Your data',
    'Change Email Address',
    'Change Password',
    'Logout',
  ]);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/send-change-otp');
  await expect(page.getByText('For changing your password')).toBeVisible();

  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Change Email Address' }).click();
  await expect(page.getByText('For changing your e-mail address')).toBeVisible();

  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/landing');
  await expect(topBar).toHaveCount(0);
  expect((await context.cookies()).some((cookie) => cookie.name === TOKEN_COOKIE)).toBe(false);

  await page.goto('/profile');
  await expect(page).toHaveURL('/landing');
});

test('the account menu opens under its button and stays in place while it opens', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_ORGANIZATION);
  await page.goto('/explore');
  const button = page.getByRole('button', { name: 'Account menu' });
  // Pointed at, the menu's code loads and its button (Headless UI's) replaces the stand-in.
  await button.hover();
  await expect(button).toHaveAttribute('id', /^headlessui-menu-button/);

  // The panel's top and end corner in each frame after it is opened, closed and opened again
  // while still fading out; the opening animation scales it from that corner, so the corner stays.
  const corners = await button.evaluate(async (menuButton) => {
    const seen: string[] = [];
    const press = async (frames: number) => {
      menuButton.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse', button: 0 }),
      );
      for (let frame = 0; frame < frames; frame += 1) {
        await new Promise(requestAnimationFrame);
        const panel = document.querySelector('[role="menu"]');
        if (panel !== null) {
          const { right, top } = panel.getBoundingClientRect();
          seen.push(`${right.toFixed(0)},${top.toFixed(0)}`);
        }
      }
    };
    await press(12);
    await press(2);
    seen.length = 0;
    await press(12);
    return seen;
  });

  expect(corners).toHaveLength(12);
  expect(new Set(corners).size).toBe(1);
  const box = await button.boundingBox();
  const [right, top] = (corners[0] ?? '').split(',').map(Number);
  expect(Math.abs((right ?? 0) - ((box?.x ?? 0) + (box?.width ?? 0)))).toBeLessThanOrEqual(1);
  expect(top).toBeGreaterThanOrEqual((box?.y ?? 0) + (box?.height ?? 0));
});

test('toasts appear below the top bar, not over its menu', async ({ page }) => {
  await submitLogin(page, DEMO_ORGANIZATION.email, DEMO_PASSWORD, 'Organization');
  const shown = toast(page, 'Logged in successfully!');
  await expect(shown).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect(header).not.toBeNull();
  // The toast slides in from above; where it settles is what counts.
  await expect
    .poll(async () => (await shown.boundingBox())?.y ?? 0)
    .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the top bar fits the screen: its links scroll in a row of their own, the language is in the menu', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, DEMO_ORGANIZATION);
    await page.goto('/profile');
    const topBar = page.getByRole('navigation', { name: 'Main' });
    await expect(topBar.getByRole('link', { name: 'Profile' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);

    await topBar.getByRole('link', { name: 'Explore' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();

    await expect(page.getByRole('banner').getByRole('group', { name: 'Language' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'استكشف' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});
