import { expect, test, type Locator } from '@playwright/test';
import { newSoundEngineer, signInGallery } from './hiring-contact-support';
import { pageAt, shot } from './milestones-support';
import { collectErrors } from './page-errors';
import { expectNoSidewaysScroll, LANGUAGES, text } from './phone-support';

/**
 * Issue 35's Report on Explore's job cards, and the "⋯" menus on a 390 px phone, in English and
 * Arabic: a talent reports a job from its card, by keyboard, and reads the thanks; the card's
 * organization, rating and menu stay inside the card (issue 34's rating on job cards); on a
 * talent's page an organization finds "⋯" on the same row as Save, not wrapped below it.
 */

/** Whether two elements sit on one row: their vertical middles within a few pixels. */
async function expectSameRow(first: Locator, second: Locator, what: string): Promise<void> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a, what).not.toBeNull();
  expect(b, what).not.toBeNull();
  if (a === null || b === null) return;
  expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)), what).toBeLessThan(4);
}

/** The element lies inside the container's box. */
async function expectInside(element: Locator, container: Locator, what: string): Promise<void> {
  const [inner, outer] = [await element.boundingBox(), await container.boundingBox()];
  expect(inner, what).not.toBeNull();
  expect(outer, what).not.toBeNull();
  if (inner === null || outer === null) return;
  expect(inner.x, `${what}: start`).toBeGreaterThanOrEqual(outer.x);
  expect(inner.y, `${what}: top`).toBeGreaterThanOrEqual(outer.y);
  expect(inner.x + inner.width, `${what}: end`).toBeLessThanOrEqual(outer.x + outer.width);
  expect(inner.y + inner.height, `${what}: bottom`).toBeLessThanOrEqual(outer.y + outer.height);
}

for (const language of LANGUAGES) {
  test(`${language}: a talent reports a job from its Explore card on a 390 px phone, by keyboard, and is thanked`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const safety = (key: string) => text(language, 'safety', key);
    const organization = await signInGallery(request);
    const talent = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
    const page = await pageAt(browser, talent, language, 390);
    const errors = collectErrors(page);
    await page.goto('/explore');
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const title = (await card.getByRole('heading').textContent()) ?? '';
    const more = card.getByRole('button', {
      name: text(language, 'explore', 'jobCard.moreActions', { title }),
    });

    // The card as a phone shows it: the organization's name, rating and "⋯" inside it.
    await card.scrollIntoViewIfNeeded();
    await expectInside(more, card, 'the "⋯" button');
    // The rating: stars once the organization has enough reviews (the demo's first card has), or "New".
    const rating = card
      .getByRole('img', { name: new RegExp(text(language, 'common', 'stars.label').trim()) })
      .or(card.getByText(text(language, 'common', 'stars.new'), { exact: true }));
    await expectInside(rating.first(), card, 'the rating');
    await expectNoSidewaysScroll(page, '/explore');
    await card.screenshot({ path: test.info().outputPath(`${language}-job-card-390.png`) });

    // Keyboard only: focus the "⋯", open it with Enter, choose Report job.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    const reportItem = page.getByRole('menuitem', { name: safety('menu.reportJOB') });
    await expect(reportItem).toBeVisible();
    // Headless UI's items are active, not focused: the menu names the active one.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu')).toHaveAttribute(
      'aria-activedescendant',
      (await reportItem.getAttribute('id')) ?? 'no id',
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: safety('report.title.JOB') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: safety('report.reasons.SCAM') }).check();
    await shot(page, `${language}-job-report-form`);
    await dialog.getByRole('button', { name: safety('report.submit') }).click();
    const thanks = page.getByRole('dialog', { name: safety('report.thanksTitle') });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole('status')).not.toBeEmpty();
    await shot(page, `${language}-job-report-thanks`);
    await thanks.getByRole('button', { name: safety('report.done') }).click();
    await expect(thanks).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`${language}: on a talent's page at 390 px, the organization's "⋯" stays on Save's row`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const organization = await signInGallery(request);
    const talent = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
    const page = await pageAt(browser, organization, language, 390);
    const errors = collectErrors(page);
    await page.goto(`/explore/individuals/${talent.individualId}`);
    const save = page.getByRole('button', { name: text(language, 'saved', 'save.button') });
    const more = page.getByRole('button', {
      name: text(language, 'profiles', 'moreActions.person', { name: talent.fullName }),
    });
    await expect(save).toBeVisible({ timeout: 30_000 });
    await expect(more).toBeVisible();
    await save.scrollIntoViewIfNeeded();
    await expectSameRow(save, more, '"⋯" beside Save');
    await expectNoSidewaysScroll(page, 'the talent page');
    await shot(page, `${language}-talent-page-actions-390`);
    expect(errors).toEqual([]);
  });
}
