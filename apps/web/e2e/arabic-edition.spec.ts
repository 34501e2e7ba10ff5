import { expect, test } from '@playwright/test';
import { arabicPage, expectArabicPage } from './arabic-support';
import { GALLERY, postJobThroughApi, uniqueWord } from './explore-api';
import { LINA, login, newTalent, openAs, STUDIO } from './profiles-support';
import { signUpVerified, openAs as openNewAccount } from './onboarding-support';
import { latestCode } from './outbox';

// A browser that prefers Arabic: the first visit opens in Arabic without anyone choosing it.
test.use({ locale: 'ar-SA' });

test('a first visit from an Arabic browser shows every public page in Arabic, right to left', async ({
  page,
}) => {
  for (const path of [
    '/landing',
    '/about',
    '/privacy',
    '/services',
    '/contact',
    '/login',
    '/signup',
    '/forgot-password',
  ]) {
    await page.goto(path);
    await expectArabicPage(page, path.slice(1));
  }
});

test('the switch changes language at once, keeps what was typed and is remembered', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('الاسم الأول').fill('ليان');
  await page.getByLabel('البريد الإلكتروني').fill('layan@example.com');

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('First name')).toHaveValue('ليان');
  await expect(page.getByLabel('Email')).toHaveValue('layan@example.com');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('contentinfo').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('banner').getByRole('button', { name: 'العربية' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('a rule’s message is in Arabic, the server’s sentence, and follows the switch', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('البريد الإلكتروني');
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByRole('alert')).toHaveText('صيغة البريد الإلكتروني غير صحيحة.');
  await expect(email).toHaveAccessibleDescription('صيغة البريد الإلكتروني غير صحيحة.');

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email format.');
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
});

test('every API call carries the chosen language', async ({ page }) => {
  const call = page.waitForRequest((request) => request.url().includes('/models/api/v1/auth/login'));
  await page.goto('/login');
  await page.getByLabel('البريد الإلكتروني').fill('nobody@example.com');
  await page.getByLabel('كلمة المرور', { exact: true }).fill('Wrong@2026x');
  await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).last().click();
  expect((await call).headers()['accept-language']).toBe('ar');
});

test('an organization works in Arabic: Explore, posting a job, a job, messages, payments, its profile', async ({
  page,
  request,
}) => {
  // Nine pages, each awaited until its loading texts are gone.
  test.slow();
  const session = await login(request, STUDIO);
  const lina = await login(request, LINA);
  const job = await postJobThroughApi(request, session.token, {
    title: `تصوير حملة ${uniqueWord()}`,
    jobCategory: 'PHOTOGRAPHER',
    tag: uniqueWord('tag'),
  });
  await openAs(page, session, '/explore');
  await expectArabicPage(page, 'organization-explore');
  for (const [path, name] of [
    ['/explore/post-job', 'post-job'],
    [`/explore/jobs/${job.id}`, 'job'],
    ['/messages', 'organization-messages'],
    ['/payments', 'organization-payments'],
    ['/profile', 'organization-profile'],
    [`/explore/individuals/${lina.user.individual?.id ?? ''}`, 'talent-detail'],
    ['/send-change-otp', 'send-change-otp'],
    ['/no-such-page', 'not-found'],
  ] as const) {
    await page.goto(path);
    await expectArabicPage(page, name);
  }
});

test('a talent works in Arabic: Explore, messages, payments, its profile', async ({ page, request }) => {
  const session = await login(request, LINA);
  await openAs(page, session, '/explore');
  await expectArabicPage(page, 'talent-explore');
  for (const [path, name] of [
    ['/messages', 'talent-messages'],
    ['/payments', 'talent-payments'],
    ['/profile', 'talent-profile'],
  ] as const) {
    await page.goto(path);
    await expectArabicPage(page, name);
  }
});

test('in Arabic a talent applies, the organization accepts, finishes and reviews, and the talent is paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organization = await login(request, GALLERY);
  const title = `عازف عود لأمسية صحراوية ${uniqueWord()}`;
  const job = await postJobThroughApi(request, organization.token, {
    title,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: uniqueWord('tag'),
    pay: { amount: 250_000, currency: 'SAR', basis: 'DAY' },
  });
  const talent = await newTalent(request);

  const talentPage = await arabicPage(browser, talent.session, `/explore/jobs/${job.id}`);
  await expectArabicPage(talentPage, 'journey-job');
  await expect(talentPage.getByText(/هـ\)$/)).toBeVisible();
  await talentPage.getByRole('button', { name: 'تقدّم للوظيفة' }).click();
  const application = talentPage.getByRole('dialog', { name: 'تقدّم للوظيفة' });
  const coverLetter = 'عزفت العود في شتاء طنطورة ثلاثة مواسم، ويسعدني الانضمام إليكم.';
  await application.getByRole('textbox', { name: 'الخطاب التعريفي' }).fill(coverLetter);
  await expectArabicPage(talentPage, 'journey-apply');
  await application.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(talentPage.getByText('تم إرسال طلبك بنجاح')).toBeVisible();

  const orgPage = await arabicPage(browser, organization, '/messages');
  await orgPage.getByRole('button', { name: new RegExp(talent.fullName) }).click();
  const orgCard = orgPage.getByRole('article', { name: title });
  await expect(orgCard).toContainText('٢٬٥٠٠ ر.س. / يوم');
  await expect(orgCard).toContainText(coverLetter);
  await expect(orgCard).toContainText('قيد الانتظار');
  await expectArabicPage(orgPage, 'journey-organization-chat');

  await orgPage.getByRole('textbox', { name: 'الرسالة' }).fill('أهلًا بك! هل ترسل لنا تسجيلًا قصيرًا؟');
  await orgPage.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await talentPage.goto('/messages');
  await talentPage.getByRole('button', { name: /AlUla Arts Gallery/ }).click();
  const bubble = talentPage.getByRole('log').getByText('أهلًا بك! هل ترسل لنا تسجيلًا قصيرًا؟');
  await expect(bubble).toHaveAttribute('dir', 'auto');
  await expectArabicPage(talentPage, 'journey-talent-chat');

  await orgCard.getByRole('button', { name: 'قبول' }).click();
  await orgPage
    .getByRole('dialog', { name: 'قبول هذا الطلب؟' })
    .getByRole('button', { name: 'قبول' })
    .click();
  await expect(orgPage.getByText('تم قبول الطلب بنجاح!')).toBeVisible();
  await expect(orgCard).toContainText('مقبول');
  await orgCard.getByRole('button', { name: 'إنهاء العمل' }).click();
  await orgPage
    .getByRole('dialog', { name: 'إنهاء هذا العمل؟' })
    .getByRole('button', { name: 'إنهاء العمل' })
    .click();
  await expect(orgPage.getByText('تم إنهاء العمل بنجاح!')).toBeVisible();
  const review = orgPage.getByRole('dialog', { name: `قيّم ${talent.fullName}` });
  await review.getByRole('group', { name: 'التقييم العام' }).getByRole('radio', { name: '5 نجوم' }).check();
  for (const part of ['جودة العمل', 'الاحترافية والالتزام بالمواعيد', 'التواصل']) {
    await review
      .getByRole('group', { name: part, exact: true })
      .getByRole('radio', { name: '5 نجوم' })
      .check();
  }
  await review
    .getByRole('group', { name: 'هل توظّفه مرة ثانية؟' })
    .getByRole('radio', { name: 'نعم' })
    .check();
  await review.getByRole('textbox', { name: 'تعليقك' }).fill('عزف جميل وضبط صوت متقن.');
  await expectArabicPage(orgPage, 'journey-review');
  await review.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(orgPage.getByText('تم إرسال التقييم، ويبقى مخفيًا حتى يقيّم الطرفان.')).toBeVisible();
  await expect(orgCard).toContainText('منجز');
  // The server's notice reads in the reader's language, the job's title isolated inside it.
  await expect(talentPage.getByRole('log')).toContainText(`انتهى العمل في وظيفة «${title}».`);

  await talentPage.getByRole('link', { name: 'المدفوعات' }).click();
  const row = talentPage
    .getByRole('table', { name: 'سجل الأعمال' })
    .getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('AlUla Arts Gallery');
  await expect(row).toContainText('٢٬٥٠٠ ر.س. / يوم');
  await expect(row).toContainText('هـ');
  await expectArabicPage(talentPage, 'journey-payments');
});

test('in Arabic a talent signs up with the e-mailed code and starts the onboarding', async ({ page }) => {
  const email = `arabic-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('الاسم الأول').fill('ريم');
  await page.getByLabel('اسم العائلة').fill('العتيبي');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('Stage@Light7');
  await page.getByRole('checkbox', { name: /سياسة الخصوصية/ }).check();
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(page).toHaveURL('/verifying-page');
  await expectArabicPage(page, 'verifying');
  await page.getByRole('textbox', { name: 'الرقم 1 من 4' }).focus();
  await page.keyboard.type(await latestCode(email));
  await expect(page).toHaveURL('/select-category');
  await expectArabicPage(page, 'select-category');
  await page.getByRole('radio', { name: 'عارض أزياء', exact: true }).check();
  await page.getByRole('button', { name: 'التالي' }).click();
  await expect(page).toHaveURL('/experience-form');
  // An empty field keeps the page's direction; what is typed takes its own (unicode-bidi: plaintext).
  const bio = page.getByRole('textbox', { name: 'النبذة التعريفية' });
  await expect(bio).toHaveCSS('direction', 'rtl');
  await expect(bio).toHaveCSS('unicode-bidi', 'plaintext');
  await expectArabicPage(page, 'experience-form');
});

test('in Arabic an organization fills in its details', async ({ page, request }) => {
  const account = await signUpVerified(request, 'ORGANIZATION', 'arabic-org');
  await openNewAccount(page, account, '/organization-form');
  await expect(page.getByRole('heading', { level: 1, name: 'جهتك' })).toBeVisible();
  await expectArabicPage(page, 'organization-form');
  // The dial codes name their countries in Arabic, each code kept left to right.
  const dialCodes = page.getByLabel('رمز الدولة', { exact: true }).locator('option:not([value=""])');
  await expect(dialCodes.first()).toHaveText('السعودية (\u2066+966\u2069)');
  expect(
    (await dialCodes.allTextContents()).filter((text) => /[A-Za-z]/.test(text)),
    'dial codes named in English',
  ).toEqual([]);

  // A refused logo is refused in Arabic, beside the slot and in the toast alike.
  await page
    .locator('input[type="file"][accept="image/*"]')
    .setInputFiles({ name: 'logo.webp', mimeType: 'image/webp', buffer: Buffer.from('webp') });
  await expect(page.getByText('نوع الملف غير صالح. يُرجى رفع صورة.')).toHaveCount(2);
  await expect(page.getByText('Invalid file type. Please upload an image.')).toHaveCount(0);
});
