import { expect, test, type Locator, type Page } from '@playwright/test';
import { LINA, login, openAs } from './profiles-support';

const VIEWPORT = { width: 1440, height: 700 };

async function expectWithinViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  if (box === null) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) + 0.5);
}

// Lina stays unchanged: the dialog is only scrolled and cancelled.
test('the Edit Specialty dialog scrolls inside and keeps Cancel and Save in reach at 1440×700', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORT);
  await openAs(page, await login(request, LINA), '/profile');
  await page.getByRole('button', { name: 'Edit Specialty' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Specialty' });
  const title = dialog.getByRole('heading', { name: 'Edit Specialty' });
  const save = dialog.getByRole('button', { name: 'Save' });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(save).toBeEnabled();

  // The form is taller than the screen, and it is the dialog's body that scrolls, not the page.
  const body = dialog.locator('[data-modal-body]');
  expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expectWithinViewport(page, title);
  await expectWithinViewport(page, save);
  await expectWithinViewport(page, cancel);
  await expect(save).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '/tmp/dialog-edit-specialty-top.png' });

  // Halfway and at the end of the form, the title and both buttons are still on screen.
  for (const at of [0.5, 1]) {
    await body.evaluate((element, ratio) => {
      element.scrollTop = (element.scrollHeight - element.clientHeight) * ratio;
    }, at);
    await expectWithinViewport(page, title);
    await expectWithinViewport(page, save);
    await expect(save).toBeInViewport({ ratio: 1 });
    // The footer is pinned to the dialog's lower edge: no field shows through below it.
    const gap = await body.evaluate((element) => {
      const footer = element.querySelector('form > div:last-child');
      return footer === null
        ? null
        : element.getBoundingClientRect().bottom - footer.getBoundingClientRect().bottom;
    });
    expect(gap).not.toBeNull();
    expect(Math.abs(gap ?? 99)).toBeLessThanOrEqual(1);
  }
  await page.screenshot({ path: '/tmp/dialog-edit-specialty-bottom.png' });

  await cancel.click();
  await expect(dialog).toHaveCount(0);
});
