import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { arabicPage, expectArabicPage } from './arabic-support';
import { PRIVACY_NOTICE_VERSION } from './consent-version';
import { latestCode } from './outbox';
import { API, authHeaders, dataOf, login, openAs, png, STUDIO, type Session } from './profiles-support';

/** A new tour guide, signed up, verified and onboarded through the API. */
async function newTourGuide(request: APIRequestContext) {
  const lastName = `Qc${randomBytes(3).toString('hex')}`;
  const email = `correct.${lastName.toLowerCase()}@example.com`;
  const created = await dataOf<{ id: string }>(
    await request.post(`${API}/auth/signup`, {
      data: {
        firstName: 'Thamer',
        lastName,
        email,
        password: 'Str0ng!Pass',
        role: 'INDIVIDUAL',
        consentVersion: PRIVACY_NOTICE_VERSION,
      },
    }),
  );
  const { token } = await dataOf<{ token: string }>(
    await request.patch(`${API}/auth/verify-account`, {
      data: { userId: created.id, otp: await latestCode(email) },
    }),
  );
  const image = async (red: number) =>
    dataOf<string>(
      await request.post(`${API}/upload/images`, {
        headers: authHeaders(token),
        multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: png(red, 90, 60) } },
      }),
    );
  const user = await dataOf<Session['user']>(
    await request.patch(`${API}/users/onboarding`, {
      headers: authHeaders(token),
      data: {
        individualProfile: {
          role: 'TOURISM',
          bio: 'Walks through old Riyadh and the oases of AlUla.',
          socialAccount: 'instagram.com/guide.example',
          yearsOfExperience: 6,
          availableForTravel: true,
          legallyWorking: true,
          hasTattoos: false,
          workExperience: [
            { title: 'Guide', company: 'Old Town Walks', startDate: '2019-01-01', endDate: '2024-06-30' },
          ],
          specialtyInfo: {
            profilePicture: await image(70),
            specializations: ['HISTORICAL_SITE_TOURS'],
            experienceManagingTravelLogistics: true,
            currentOrMostRecentEmployer: 'Old Town Walks',
            license: true,
            otherLanguage: true,
            certificates: [await image(120)],
          },
        },
      },
    }),
  );
  return { session: { token, user }, lastName, individualId: user.individual?.id ?? '' };
}

/** The value of a fact on the profile, found by its label in the region (section) named `region`. */
function fact(page: Page, region: string, label: string) {
  return page
    .getByRole('region', { name: region, exact: true })
    .getByRole('term')
    .filter({ hasText: label })
    .locator('xpath=following-sibling::dd');
}

test.describe.configure({ mode: 'serial' });

test('a tour guide corrects their name, a specialty answer and an onboarding answer, and sees them on the profile', async ({
  page,
  request,
}) => {
  const guide = await newTourGuide(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, guide.session, '/profile');

  await page.getByRole('button', { name: 'Edit name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Your name' });
  await nameDialog.getByLabel('First name').fill('Th');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog.getByText('First name must be at least 3 characters.')).toBeVisible();
  await nameDialog.getByLabel('First name').fill('Thamir');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Thamir ${guide.lastName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Specialty' }).click();
  const specialty = page.getByRole('dialog', { name: 'Edit Specialty' });
  await expect(specialty.getByLabel('Current or most recent employer')).toHaveValue('Old Town Walks');
  await specialty.getByLabel('Current or most recent employer').fill('Diriyah Gate Guides');
  await specialty.getByLabel('Do you hold a tour guide license?').selectOption({ label: 'No' });
  await specialty.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Specialty' })).toHaveCount(0);
  await expect(fact(page, 'Specialty details', 'Current or most recent employer')).toHaveText(
    'Diriyah Gate Guides',
  );
  await expect(fact(page, 'Specialty details', 'Tour guide license')).toHaveText('No');

  await expect(fact(page, 'Your answers', 'Years of experience')).toHaveText('6');
  await page.getByRole('button', { name: 'Edit answers' }).click();
  const answers = page.getByRole('dialog', { name: 'Edit answers' });
  await answers.getByLabel('Years of experience').fill('9');
  await answers.getByLabel('Do you have any tattoos?').selectOption({ label: 'Yes' });
  await answers.getByRole('button', { name: 'Save' }).click();
  await expect(fact(page, 'Your answers', 'Years of experience')).toHaveText('9');
  await expect(fact(page, 'Your answers', 'Do you have any tattoos?')).toHaveText('Yes');

  await openAs(page, await login(request, STUDIO), `/explore/individuals/${guide.individualId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Thamir ${guide.lastName}` })).toBeVisible();
  await expect(fact(page, 'Specialty details', 'Current or most recent employer')).toHaveText(
    'Diriyah Gate Guides',
  );
  await expect(page.getByRole('region', { name: 'Your answers' })).toHaveCount(0);
});

test('in Arabic, a tour guide corrects the same three things', async ({ browser, request }) => {
  const guide = await newTourGuide(request);
  const page = await arabicPage(browser, guide.session, '/profile');

  await page.getByRole('button', { name: 'تعديل الاسم' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'اسمك' });
  await nameDialog.getByLabel('الاسم الأول').fill('ثامر');
  await nameDialog.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `ثامر ${guide.lastName}` })).toBeVisible();

  await page.getByRole('button', { name: 'تعديل التخصص' }).click();
  const specialty = page.getByRole('dialog', { name: 'تعديل التخصص' });
  await specialty.getByLabel('جهة العمل الحالية أو الأخيرة').fill('بوابة الدرعية');
  await specialty.getByRole('button', { name: 'حفظ' }).click();
  await expect(fact(page, 'تفاصيل التخصص', 'جهة العمل الحالية أو الأخيرة')).toHaveText('بوابة الدرعية');

  await page.getByRole('button', { name: 'تعديل الإجابات' }).click();
  const answers = page.getByRole('dialog', { name: 'تعديل الإجابات' });
  await answers.getByLabel('هل أنت مستعد للسفر؟').selectOption({ label: 'لا' });
  await answers.getByRole('button', { name: 'حفظ' }).click();
  await expect(fact(page, 'إجاباتك', 'هل أنت مستعد للسفر؟')).toHaveText('لا');
  await expectArabicPage(page, 'correct-data-profile');
  await page.context().close();
});
