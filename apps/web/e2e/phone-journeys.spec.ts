import { expect, test } from '@playwright/test';
import { latestCode } from './outbox';
import { expectNoSidewaysScroll, expectOnScreen, LANGUAGES, phone, text } from './phone-support';
import { DEMO_INDIVIDUAL, DEMO_ORGANIZATION, DEMO_PASSWORD, signInAs } from './session';

const PASSWORD = 'Stage@Light7';
/** A page's first paint, which waits for the app's code on a loaded machine. */
const FIRST_PAINT = { timeout: 30_000 };

// Whole journeys on an emulated phone: several pages each, given room on a busy machine.
test.describe.configure({ timeout: 120_000 });

for (const language of LANGUAGES) {
  test.describe(`on a phone, in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.use(phone(412, 915, language));
    const auth = (key: string) => text(language, 'auth', key);

    test('a talent signs up with the phone keyboard and the e-mailed code', async ({ page }) => {
      const email = `phone-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1, name: auth('signup.title') })).toBeVisible(
        FIRST_PAINT,
      );
      await expectNoSidewaysScroll(page, 'sign-up');

      const emailField = page.getByLabel(auth('fields.email'), { exact: true });
      await expect(emailField).toHaveAttribute('type', 'email');
      await page.getByLabel(auth('fields.firstName'), { exact: true }).fill('Sara');
      await page.getByLabel(auth('fields.lastName'), { exact: true }).fill('Alotaibi');
      await emailField.fill(email);
      await page.getByLabel(auth('fields.password'), { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox').check();
      const submit = page.getByRole('button', { name: auth('signup.submit'), exact: true });
      // Thumb reach: the button spans the form's width.
      expect((await submit.boundingBox())?.width ?? 0).toBeGreaterThan(300);
      await submit.click();

      await expect(page).toHaveURL('/verifying-page');
      const firstDigit = page.getByRole('textbox', {
        name: text(language, 'auth', 'otp.digit', { index: '1', count: '4' }),
      });
      await expect(firstDigit).toHaveAttribute('inputmode', 'numeric');
      await expectNoSidewaysScroll(page, 'the code page');
      await firstDigit.focus();
      await page.keyboard.type(await latestCode(email));
      await expect(page).toHaveURL('/select-category');
      await expectNoSidewaysScroll(page, 'the category page');
    });

    test('a talent logs in', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: auth('login.title') })).toBeVisible(
        FIRST_PAINT,
      );
      await page.getByLabel(auth('fields.email'), { exact: true }).fill(DEMO_INDIVIDUAL.email);
      await page.getByLabel(auth('fields.password'), { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: auth('login.submit'), exact: true }).click();
      await expect(page).toHaveURL('/profile');
      await expectNoSidewaysScroll(page, 'the profile');
    });

    test('an organization searches Explore', async ({ page, request }) => {
      await signInAs(page, request, DEMO_ORGANIZATION);
      await page.goto('/explore');
      const search = page.getByRole('search');
      const field = search.getByRole('searchbox');
      const button = search.getByRole('button', {
        name: text(language, 'explore', 'search.submit'),
        exact: true,
      });
      await expect(field).toBeVisible(FIRST_PAINT);
      // The field had shrunk to nothing beside the view switch, and its button was cut off.
      expect((await field.boundingBox())?.width ?? 0).toBeGreaterThan(150);
      await expectOnScreen(button, 'the search button');
      await field.fill('Lina');
      await button.click();
      await expect(page).toHaveURL(/[?&]q=Lina/);
      await expectNoSidewaysScroll(page, 'explore');
    });

    test('an open chat keeps its message box on the screen, and previews end in an ellipsis', async ({
      page,
      request,
    }) => {
      await signInAs(page, request, DEMO_INDIVIDUAL);
      await page.goto('/messages');
      const list = page.getByRole('complementary');
      const chats = list.getByRole('listitem').getByRole('button');
      await expect(chats.first()).toBeVisible(FIRST_PAINT);
      // A long preview is cut inside its row with an ellipsis, not by the edge of the screen.
      const cutOff = await chats.evaluateAll(
        (buttons) =>
          buttons.filter((button) => button.getBoundingClientRect().right > window.innerWidth).length,
      );
      expect(cutOff, 'chat rows running past the screen').toBe(0);
      const endings = await list
        .locator('li button span[class*="truncate"]')
        .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).textOverflow));
      expect(endings.length).toBeGreaterThan(0);
      expect(new Set(endings)).toEqual(new Set(['ellipsis']));

      await chats.first().click();
      const composer = page.getByRole('textbox', {
        name: text(language, 'chats', 'composer.label'),
        exact: true,
      });
      await expect(composer).toBeVisible();
      await expectOnScreen(composer, 'the message box');
      const send = page.getByRole('button', { name: text(language, 'chats', 'composer.send'), exact: true });
      await expectOnScreen(send, 'the send button');
      const message = `From the phone ${Date.now()}`;
      await composer.fill(message);
      await send.click();
      await expect(page.getByRole('log').getByText(message)).toBeVisible();
      await expectOnScreen(composer, 'the message box after sending');
      await expectNoSidewaysScroll(page, 'the chat');
    });

    test('payments show every amount without sideways scrolling', async ({ page, request }) => {
      await signInAs(page, request, DEMO_INDIVIDUAL);
      await page.goto('/payments');
      const amounts = page.locator(`td[data-label="${text(language, 'payments', 'history.amount')}"]`);
      await expect(amounts.first()).toBeVisible(FIRST_PAINT);
      for (const amount of await amounts.all()) {
        await amount.scrollIntoViewIfNeeded();
        // A figure, in Western or Arabic-Indic digits.
        await expect(amount).toHaveText(/[0-9٠-٩]/);
        await expectOnScreen(amount, 'an amount');
      }
      await expectNoSidewaysScroll(page, 'payments');
      await page.screenshot({ path: test.info().outputPath(`payments-${language}.png`), fullPage: true });
    });
  });
}
