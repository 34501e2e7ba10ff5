import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectArabicPage } from './arabic-support';
import { signInGallery, type Account } from './hiring-contact-support';
import { API, auth, data, pageAt, shot } from './milestones-support';
import { latestCode } from './outbox';
import { collectErrors } from './page-errors';
import { png } from './profiles-support';
import { text, type Language } from './phone-support';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

/**
 * Issue 36, the talent's side: a new tour guide adds a licence with a copy of it at
 * /settings/licences, sees it wait for verification and removes it; an organization filters
 * Explore's talent to a licence type and finds lina@, whose Mawthooq licence the demo verified,
 * with the badge on her card and on her page.
 */
const LINA = 'Lina Alsaud';

/** A tour guide signed up, verified and onboarded through the API, found by no other test. */
async function newTourGuide(request: APIRequestContext): Promise<Account> {
  const suffix = randomBytes(3).toString('hex');
  const email = `licences.${suffix}@example.com`;
  const created = await data<{ id: string }>(
    await request.post(`${API}/auth/signup`, {
      data: {
        firstName: 'Khalid',
        lastName: `Guide${suffix}`,
        email,
        password: 'Str0ng!Pass',
        role: 'INDIVIDUAL',
        consentVersion: PRIVACY_NOTICE_VERSION,
      },
    }),
  );
  const { token } = await data<{ token: string }>(
    await request.patch(`${API}/auth/verify-account`, {
      data: { userId: created.id, otp: await latestCode(email) },
    }),
  );
  const image = async (red: number) =>
    data<string>(
      await request.post(`${API}/upload/images`, {
        headers: auth(token),
        multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: png(red, 150, 90) } },
      }),
    );
  const user = await data<Account['user']>(
    await request.patch(`${API}/users/onboarding`, {
      headers: auth(token),
      data: {
        individualProfile: {
          role: 'TOURISM',
          bio: 'Guide for AlUla and Diriyah, in Arabic and English.',
          socialAccount: 'instagram.com/khalid.guide',
          yearsOfExperience: 6,
          availableForTravel: true,
          legallyWorking: true,
          hasTattoos: false,
          workExperience: [
            {
              title: 'Heritage guide',
              company: 'Diriyah Gate',
              startDate: '2019-01-01',
              endDate: '2024-12-31',
            },
          ],
          specialtyInfo: {
            profilePicture: await image(120),
            specializations: ['CULTURAL_TOURISM', 'HISTORICAL_SITE_TOURS'],
            experienceManagingTravelLogistics: true,
            currentOrMostRecentEmployer: 'Diriyah Gate',
            license: true,
            otherLanguage: true,
            certificates: [await image(60)],
          },
        },
      },
    }),
  );
  return { token, user };
}

/** A day `days` from today, YYYY-MM-DD, as a date field takes it. */
function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** As a person does: the pointer reaches the avatar, which loads the menu's code, then presses it. */
async function openAccountMenu(page: Page, language: Language): Promise<void> {
  const button = page.getByRole('button', { name: text(language, 'common', 'accountMenu.open') });
  await button.hover();
  await expect(button.and(page.locator('[id^="headlessui-menu-button"]'))).toBeVisible();
  await button.click();
}

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test(`${language}: a new tour guide adds a licence with its copy, sees it wait for verification, is told a number is missing, and removes it`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const licences = (key: string, values?: Record<string, string>) =>
      text(language, 'licences', key, values);
    const tourGuide = text(language, 'options', 'licenceType.TOUR_GUIDE');
    const guide = await newTourGuide(request);
    const page = await pageAt(browser, guide, language, 1440);
    const errors = collectErrors(page);

    // From the account menu, the talent reaches the page, empty at first.
    await page.goto('/profile');
    await openAccountMenu(page, language);
    await page.getByRole('menuitem', { name: text(language, 'common', 'accountMenu.licences') }).click();
    await expect(page).toHaveURL(/\/settings\/licences$/);
    await expect(page.getByRole('heading', { level: 1, name: licences('title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: licences('emptyTitle') })).toBeVisible();
    await shot(page, `${language}-licences-empty`);

    // Sent without a number, the contract's rule names the field, before any call.
    const form = page.getByRole('form', { name: licences('form.title') });
    const number = form.getByRole('textbox', { name: licences('form.number'), exact: true });
    await form.getByRole('radio', { name: new RegExp(tourGuide) }).check();
    await form
      .getByRole('textbox', { name: licences('form.issuer') })
      .fill(language === 'ar' ? 'وزارة السياحة' : 'Ministry of Tourism');
    await form.getByLabel(licences('form.expiresOn')).fill(daysFromNow(400));
    await form.getByLabel(licences('form.evidence')).setInputFiles({
      name: 'tour-guide-licence.png',
      mimeType: 'image/png',
      buffer: png(30, 90, 160),
    });
    await expect(form.getByText('tour-guide-licence.png')).toBeVisible();
    await form.getByRole('button', { name: licences('form.submit') }).click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toBeFocused();
    const required = form.getByRole('alert');
    await expect(required).toHaveCount(1);
    if (language === 'en') await expect(required).toHaveText('Licence number is required.');
    else await expect(required).not.toContainText('required');
    await shot(page, `${language}-licences-number-missing`);

    // With the number, it is sent and listed as waiting for verification.
    await number.fill('TG-58230');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: licences('form.submit') }).click();
    const item = page.getByRole('listitem').filter({ hasText: 'TG-58230' });
    await expect(item.getByText(licences('states.PENDING'))).toBeVisible();
    await expect(item.getByRole('heading', { name: tourGuide })).toBeVisible();
    await expect(number).toHaveValue('');
    const listed = await data<{ licences: { status: string; evidenceType: string }[] }>(
      await request.get(`${API}/individuals/me/licences`, { headers: auth(guide.token) }),
    );
    expect(listed.licences).toMatchObject([{ status: 'PENDING', evidenceType: 'image/png' }]);
    if (language === 'ar') await expectArabicPage(page, 'ar-licences-pending');
    else await shot(page, 'en-licences-pending');

    // Removing asks first; Escape leaves it, the confirmation removes it.
    const remove = item.getByRole('button', { name: new RegExp(licences('remove')) });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: licences('removeTitle') });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await remove.click();
    await page
      .getByRole('dialog', { name: licences('removeTitle') })
      .getByRole('button', { name: licences('removeConfirm') })
      .click();
    await expect(item).toHaveCount(0);
    await expect(page.getByRole('heading', { name: licences('emptyTitle') })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`${language}: an organization filters Explore's talent to Mawthooq and finds a verified talent with the badge on the card and the page`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const gallery = await signInGallery(request);
    const page = await pageAt(browser, gallery, language, 1440);
    const errors = collectErrors(page);
    const mawthooq = text(language, 'options', 'licenceType.MAWTHOOQ');
    const validUntil = text(language, 'options', 'licenceBadge.validUntil', { type: mawthooq, date: '' });
    // Arabic gives the Hijri date in brackets beside the Gregorian one.
    const badge = new RegExp(`^${validUntil}\\S.*${language === 'ar' ? '\\(.+\\)' : '\\d{4}'}$`);

    await page.goto('/explore?view=profiles&category=MODEL');
    await page.getByRole('button', { name: text(language, 'explore', 'filters.toggle') }).click();
    await page
      .getByRole('combobox', { name: text(language, 'explore', 'filters.licence') })
      .selectOption({ label: mawthooq });
    await expect(page).toHaveURL(/[?&]licence=MAWTHOOQ/);
    const card = page.getByRole('article', { name: LINA });
    await expect(card).toBeVisible();
    await expect(card.getByText(badge)).toHaveCount(1);
    await expect(card.getByTitle(badge)).toBeVisible();
    // Only talent holding it verified are listed: every card shows the badge.
    const cards = page.getByRole('article');
    await expect(cards.filter({ hasNot: page.getByTitle(badge) })).toHaveCount(0);
    if (language === 'ar') await expectArabicPage(page, 'ar-explore-licence-filter');
    await card.scrollIntoViewIfNeeded();
    await shot(page, `${language}-explore-licence-card`);

    // On a phone the badge stays inside the card.
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    const cardBox = await card.boundingBox();
    const badgeBox = await card.getByTitle(badge).boundingBox();
    expect(cardBox).not.toBeNull();
    expect(badgeBox).not.toBeNull();
    if (cardBox !== null && badgeBox !== null) {
      expect(badgeBox.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    await shot(page, `${language}-explore-licence-card-390`);
    await page.setViewportSize({ width: 1440, height: 900 });

    // The filter is kept in the address: the page opened at it filters the same way.
    await page.reload();
    await expect(page.getByRole('article', { name: LINA }).getByTitle(badge)).toBeVisible();
    await expect(cards.filter({ hasNot: page.getByTitle(badge) })).toHaveCount(0);

    await page
      .getByRole('article', { name: LINA })
      .getByRole('link', { name: text(language, 'explore', 'individualCard.viewProfile') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: LINA })).toBeVisible();
    await expect(page.getByText(badge)).toBeVisible();
    if (language === 'ar') await expectArabicPage(page, 'ar-talent-page-licence');
    else await shot(page, 'en-talent-page-licence');
    expect(errors).toEqual([]);
  });
}
