import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillDate } from './date-field';
import { newSoundEngineer, pageFor, postOpenJob, signInGallery, type Talent } from './hiring-contact-support';
import { API, auth, data } from './milestones-support';

/** The journey's words in each language: the app's own, typed as a person reads them. */
const WORDS = {
  en: {
    ask: 'Ask for a self-tape',
    askTitle: (name: string) => `Ask ${name} for a self-tape or media`,
    video: 'Video',
    instructions: 'Instructions',
    dueDate: 'Due date',
    dueTime: 'Due time (Riyadh)',
    send: 'Send the request',
    kindMissing: 'Please choose a photo, a video or audio.',
    answer: 'Answer',
    choose: 'Choose files',
    note: 'Note to the organization (optional)',
    sendAnswer: 'Send the answer',
    compare: 'Compare self-tapes',
    answers: 'Answers side by side',
    answered: 'Answered',
  },
  ar: {
    ask: 'اطلب تسجيلًا ذاتيًا',
    askTitle: (name: string) => `اطلب من ${name} تسجيلًا ذاتيًا أو موادّ`,
    video: 'فيديو',
    instructions: 'التعليمات',
    dueDate: 'تاريخ التسليم',
    dueTime: 'وقت التسليم (الرياض)',
    send: 'أرسل الطلب',
    kindMissing: 'يُرجى اختيار صورة أو فيديو أو تسجيل صوتي.',
    answer: 'أجب',
    choose: 'اختر الملفات',
    note: 'ملاحظة إلى الجهة (اختيارية)',
    sendAnswer: 'أرسل الإجابة',
    compare: 'قارن التسجيلات الذاتية',
    answers: 'الإجابات جنبًا إلى جنب',
    answered: 'تمت الإجابة',
  },
} as const;

const reel = () => readFile(join(import.meta.dirname, '../../api/src/seed/assets/demo-reel.mp4'));

async function apply(request: APIRequestContext, talent: Talent, organizationId: string, jobId: string) {
  return data<{ chatId: string; jobRequest: { id: string } }>(
    await request.post(`${API}/chats/${organizationId}/messages`, {
      headers: auth(talent.token),
      data: { messageType: 'REQUEST', jobId, content: 'I record at home with a good microphone.' },
    }),
  );
}

/** The day after tomorrow in Riyadh, as YYYY-MM-DD. */
function inTwoDays(): string {
  return new Date(Date.now() + 3 * 60 * 60_000 + 2 * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** Asks the applicant for a video through the card's dialog; the first time, sending it empty shows the rules first. */
async function askInUi(page: Page, talent: Talent, language: 'en' | 'ar', checkRules: boolean) {
  const words = WORDS[language];
  const card = page.getByRole('article', { name: talent.fullName });
  await card.getByRole('button', { name: words.ask }).click();
  const dialog = page.getByRole('dialog', { name: words.askTitle(talent.fullName) });
  if (checkRules) {
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(dialog.getByText(words.kindMissing)).toBeVisible();
  }
  await dialog.getByRole('radio', { name: words.video }).check();
  await dialog.getByRole('textbox', { name: words.instructions }).fill('A 30-second self-tape by a window.');
  await fillDate(dialog, words.dueDate, inTwoDays(), language);
  await dialog.getByLabel(words.dueTime).fill('18:00');
  // In Arabic the Hijri date stands beside the Gregorian one.
  if (language === 'ar') await expect(dialog.getByText(/هـ\)/)).toBeVisible();
  await dialog.getByRole('button', { name: words.send }).click();
  await expect(dialog).toBeHidden();
}

for (const language of ['en', 'ar'] as const) {
  test(`an organization asks two applicants for a self-tape, both answer with a video and it compares them (${language})`, async ({
    browser,
    request,
  }) => {
    const words = WORDS[language];
    const organization = await signInGallery(request);
    const job = await postOpenJob(request, organization, `Self-tape call ${randomBytes(2).toString('hex')}`);
    const logo = organization.user.organization?.logo ?? '';
    const [first, second] = await Promise.all([
      newSoundEngineer(request, logo),
      newSoundEngineer(request, logo),
    ]);
    const jobDetail = await data<{ organization: { id: string } }>(
      await request.get(`${API}/jobs/${job.id}`, { headers: auth(organization.token) }),
    );
    const firstApplication = await apply(request, first, jobDetail.organization.id, job.id);
    const secondApplication = await apply(request, second, jobDetail.organization.id, job.id);

    const organizationPage = await pageFor(browser, organization, language);
    await organizationPage.goto(`/jobs/${job.id}/applicants`);
    if (language === 'ar') await expect(organizationPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await askInUi(organizationPage, first, language, true);
    await askInUi(organizationPage, second, language, false);

    // The first applicant answers in the chat, uploading a video from the device.
    const talentPage = await pageFor(browser, first, language);
    await talentPage.goto(`/messages?chat=${firstApplication.chatId}`);
    await talentPage.getByRole('button', { name: words.answer, exact: true }).click();
    const answerDialog = talentPage.getByRole('dialog');
    await answerDialog
      .getByLabel(words.choose)
      .setInputFiles({ name: 'self-tape.mp4', mimeType: 'video/mp4', buffer: await reel() });
    await answerDialog.getByRole('textbox', { name: words.note }).fill('Shot at noon by the window.');
    await answerDialog.getByRole('button', { name: words.sendAnswer }).click();
    await expect(answerDialog).toBeHidden();
    await expect(talentPage.getByText(words.answered)).toBeVisible();
    await expect(talentPage.locator('video')).toHaveCount(1);

    // The second answers through the API.
    const [asked] = await data<{ items: { id: string }[] }>(
      await request.get(`${API}/job-requests/${secondApplication.jobRequest.id}/media-requests`, {
        headers: auth(second.token),
      }),
    ).then((page) => page.items);
    const video = await data<string>(
      await request.post(`${API}/upload/videos`, {
        headers: auth(second.token),
        multipart: { file: { name: 'tape.mp4', mimeType: 'video/mp4', buffer: await reel() } },
      }),
    );
    await data(
      await request.post(`${API}/media-requests/${asked?.id ?? ''}/answer`, {
        headers: auth(second.token),
        data: { media: [video] },
      }),
    );

    await organizationPage.reload();
    await organizationPage.getByRole('button', { name: words.compare }).click();
    const answers = organizationPage.getByRole('list', { name: words.answers });
    for (const talent of [first, second]) {
      const answer = answers.getByRole('article', { name: talent.fullName });
      await expect(answer.getByText(words.answered)).toBeVisible();
      await expect(answer.locator('video[controls]')).toHaveCount(1);
    }
    await expect(answers.getByText('Shot at noon by the window.')).toBeVisible();
    const playable = await answers
      .locator('video')
      .first()
      .evaluate(
        (element: HTMLVideoElement) =>
          new Promise<boolean>((resolve) => {
            if (element.readyState >= 1) resolve(true);
            element.addEventListener('loadedmetadata', () => {
              resolve(true);
            });
            element.addEventListener('error', () => {
              resolve(false);
            });
            element.load();
          }),
      );
    expect(playable).toBe(true);
    await organizationPage.context().close();
    await talentPage.context().close();
  });
}

test('the organization asks from the chat and the talent declines there with a reason the organization reads', async ({
  browser,
  request,
}) => {
  const words = WORDS.en;
  const organization = await signInGallery(request);
  const job = await postOpenJob(request, organization, `Photo call ${randomBytes(2).toString('hex')}`);
  const talent = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
  const jobDetail = await data<{ organization: { id: string } }>(
    await request.get(`${API}/jobs/${job.id}`, { headers: auth(organization.token) }),
  );
  const application = await apply(request, talent, jobDetail.organization.id, job.id);

  const organizationPage = await pageFor(browser, organization);
  await organizationPage.goto(`/messages?chat=${application.chatId}`);
  await organizationPage.getByRole('button', { name: words.ask }).click();
  const dialog = organizationPage.getByRole('dialog', { name: words.askTitle(talent.fullName) });
  await dialog.getByRole('radio', { name: 'Photo' }).check();
  await dialog.getByRole('textbox', { name: words.instructions }).fill('A full-length photo in daylight.');
  await fillDate(dialog, words.dueDate, inTwoDays());
  await dialog.getByLabel(words.dueTime).fill('09:30');
  await dialog.getByRole('button', { name: words.send }).click();
  await expect(dialog).toBeHidden();
  await expect(organizationPage.getByRole('article', { name: 'Request for: Photo' })).toContainText(
    'Waiting for an answer',
  );

  const talentPage = await pageFor(browser, talent);
  await talentPage.goto(`/messages?chat=${application.chatId}`);
  await talentPage.getByRole('button', { name: 'Decline', exact: true }).click();
  const decline = talentPage.getByRole('dialog', { name: 'Decline the request' });
  await decline.getByRole('textbox', { name: 'Reason' }).fill('I am travelling until next month.');
  await decline.getByRole('button', { name: 'Decline the request' }).click();
  await expect(decline).toBeHidden();
  await expect(talentPage.getByText('Declined: I am travelling until next month.')).toBeVisible();

  await organizationPage.reload();
  const card = organizationPage.getByRole('article', { name: 'Request for: Photo' });
  await expect(card).toContainText('Declined');
  await expect(card).toContainText('Declined: I am travelling until next month.');
  await organizationPage.context().close();
  await talentPage.context().close();
});
