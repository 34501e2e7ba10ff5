import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DATE_PART_NAMES, dateField, expectDate, fillDate } from './date-field';
import { API, authHeaders, dataOf, newTalent, openAs } from './profiles-support';

interface StoredEntry {
  readonly title: string;
  readonly startDate: string;
  readonly endDate: string | null;
}

async function storedHistory(
  request: APIRequestContext,
  token: string,
  individualId: string,
): Promise<readonly StoredEntry[]> {
  const individual = await dataOf<{ workExperience: StoredEntry[] }>(
    await request.get(`${API}/individuals/${individualId}`, { headers: authHeaders(token) }),
  );
  return individual.workExperience;
}

/** The accessible names of a date field's boxes, in the order a reader meets them. */
function partNames(field: Locator): Promise<string[]> {
  return field.getByRole('textbox').evaluateAll((boxes) => boxes.map((box) => box.ariaLabel ?? ''));
}

/** The boxes' horizontal positions, left to right on the screen. */
async function leftEdges(field: Locator): Promise<number[]> {
  const boxes = await field.getByRole('textbox').all();
  return Promise.all(boxes.map(async (box) => (await box.boundingBox())?.x ?? Number.NaN));
}

async function editFirstEntry(page: Page, section: string, edit: string, entry: string): Promise<Locator> {
  const experience = page.getByRole('region', { name: section });
  await experience.getByRole('button', { name: edit }).click();
  // The editor loads when first opened.
  const group = experience.getByRole('group', { name: entry });
  await expect(group).toBeVisible();
  return group;
}

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('dates read and are typed day/month/year, and reach the API as YYYY-MM-DD', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { session, individualId } = await newTalent(request);
    await openAs(page, session, '/profile');
    const entry = await editFirstEntry(page, 'Experience & Awards', 'Edit experience', 'Experience 1');

    const start = dateField(entry, 'Start date');
    expect(await partNames(start)).toEqual(['Day', 'Month', 'Year']);
    const [day = 0, month = 0, year = 0] = await leftEdges(start);
    expect(day).toBeLessThan(month);
    expect(month).toBeLessThan(year);
    await expectDate(entry, 'Start date', '2021-01-01');
    await expect(start.getByRole('textbox', { name: 'Year' })).toHaveAttribute('placeholder', 'YYYY');

    // 31 February is no day: the field says so once the person moves on, and Save waits.
    await fillDate(entry, 'End date', '2023-02-31');
    await entry.getByRole('textbox', { name: 'Title' }).focus();
    const end = dateField(entry, 'End date');
    await expect(end).toHaveAccessibleDescription('Enter a real date: day, month and a four-digit year.');
    await expect(end.getByRole('textbox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await entry.screenshot({ path: '/tmp/D-date-field-en.png' });

    await fillDate(entry, 'End date', '2023-06-30');
    await expect(page.getByText('Enter a real date: day, month and a four-digit year.')).toHaveCount(0);
    await save.click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    expect((await storedHistory(request, session.token, individualId))[0]).toMatchObject({
      startDate: '2021-01-01',
      endDate: '2023-06-30',
    });
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-SA' });

  test('the parts are named in Arabic, run right to left, and give the same YYYY-MM-DD', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { session, individualId } = await newTalent(request);
    await openAs(page, session, '/profile');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const entry = await editFirstEntry(page, 'الخبرات والجوائز', 'تعديل الخبرات', 'الخبرة 1');

    const start = dateField(entry, 'تاريخ البدء');
    const names = DATE_PART_NAMES.ar;
    expect(await partNames(start)).toEqual([names.day, names.month, names.year]);
    const [day = 0, month = 0, year = 0] = await leftEdges(start);
    expect(day).toBeGreaterThan(month);
    expect(month).toBeGreaterThan(year);
    await expectDate(entry, 'تاريخ البدء', '2021-01-01', 'ar');

    await fillDate(entry, 'تاريخ الانتهاء', '2023-04-31', 'ar');
    await entry.getByRole('textbox', { name: 'المسمى' }).focus();
    await expect(dateField(entry, 'تاريخ الانتهاء')).toHaveAccessibleDescription(
      'يُرجى إدخال تاريخ صحيح: اليوم والشهر والسنة بأربعة أرقام.',
    );
    await entry.screenshot({ path: '/tmp/D-date-field-ar.png' });

    // An Arabic keyboard types Arabic-Indic digits: they count as the same date.
    const end = dateField(entry, 'تاريخ الانتهاء');
    await end.getByRole('textbox', { name: names.day }).fill('٣٠');
    await expectDate(entry, 'تاريخ الانتهاء', '2023-04-30', 'ar');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم تحديث الملف بنجاح!')).toBeVisible();
    expect((await storedHistory(request, session.token, individualId))[0]).toMatchObject({
      startDate: '2021-01-01',
      endDate: '2023-04-30',
    });
  });
});
