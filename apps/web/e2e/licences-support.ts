import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueWord } from './explore-api';
import { API, auth, data } from './milestones-support';
import { phone, text, type Language } from './phone-support';
import { png } from './profiles-support';
import { storeSession } from './session';

/** A whole PDF, as the upload checks one: its header, and a trailer whose offset leads to the cross-reference table. */
function pdf(): Buffer {
  const body =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const xref = Buffer.byteLength(body, 'latin1');
  const tail = `xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body + tail, 'latin1');
}

export interface AddedLicence {
  readonly id: string;
  readonly number: string;
  readonly issuer: string;
  readonly expiresOn: string;
}

/** A licence the talent adds through the API for an operator to verify, its evidence a picture or a PDF. */
export async function addLicence(
  request: APIRequestContext,
  token: string,
  type: string,
  evidence: 'picture' | 'pdf',
): Promise<AddedLicence> {
  const file =
    evidence === 'picture'
      ? { name: 'licence.png', mimeType: 'image/png', buffer: png(30, 110, 90, 160) }
      : { name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf() };
  const key = await data<string>(
    await request.post(`${API}/upload/documents`, { headers: auth(token), multipart: { file } }),
  );
  const number = `TG-${String(randomBytes(3).readUIntBE(0, 3))}`;
  const issuer = 'Ministry of Tourism';
  const expiresOn = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const licence = await data<{ id: string }>(
    await request.post(`${API}/individuals/me/licences`, {
      headers: auth(token),
      data: { type, number, issuer, expiresOn, evidence: key },
    }),
  );
  return { id: licence.id, number, issuer, expiresOn };
}

/** A browser of its own, at 1440 px in English and a 390 px phone in Arabic, signed in as the account if given. */
export async function browserPage(
  browser: Browser,
  language: Language,
  session?: { readonly token: string; readonly user: unknown },
): Promise<Page> {
  const context = await browser.newContext(
    language === 'ar' ? phone(390, 844, 'ar') : { viewport: { width: 1440, height: 900 }, locale: 'en-US' },
  );
  const page = await context.newPage();
  if (session !== undefined) {
    await page.goto('/about');
    await storeSession(page, session.token, session.user);
  }
  return page;
}

/** Fills Post Job's fields other than the title, the category and the licence, as a person does. */
export async function fillTheRestOfTheJob(page: Page, language: Language): Promise<void> {
  const jobs = (key: string, values?: Record<string, string>) => text(language, 'jobs', key, values);
  await page.getByLabel(jobs('postJob.fields.careerLevel')).selectOption('MID_LEVEL');
  await page.getByLabel(jobs('postJob.fields.educationLevel')).selectOption('OTHER');
  await page.getByLabel(jobs('postJob.fields.minimumYears')).fill('1');
  await page.getByLabel(jobs('postJob.fields.maximumYears')).fill('3');
  await page.getByLabel(jobs('postJob.fields.minimumDurationUnit')).selectOption('WEEK');
  await page.getByLabel(jobs('postJob.fields.maximumDurationUnit')).selectOption('MONTH');
  await page.getByLabel(jobs('postJob.fields.location'), { exact: true }).selectOption('SA');
  await page.getByLabel(jobs('postJob.fields.payAmount'), { exact: true }).fill('900');
  await page.getByLabel(jobs('postJob.fields.payBasis')).selectOption('DAY');

  await page.getByRole('button', { name: jobs('postJob.description.add') }).click();
  const description = page.getByRole('dialog', { name: jobs('postJob.description.modalTitle') });
  await description
    .getByLabel(jobs('postJob.description.field'))
    .fill('Guide our guests through the old town of AlUla for three mornings.');
  await description.getByRole('button', { name: jobs('postJob.modal.save') }).click();
  await expect(description).toBeHidden();

  await page.getByRole('button', { name: jobs('postJob.requirements.add') }).click();
  const requirements = page.getByRole('dialog', { name: jobs('postJob.requirements.modalTitle') });
  for (const number of ['1', '2', '3', '4'])
    await requirements
      .getByLabel(jobs('postJob.requirements.field', { number }), { exact: true })
      .fill(`Heritage walk requirement ${number}`);
  await requirements.getByRole('button', { name: jobs('postJob.modal.save') }).click();
  await expect(requirements).toBeHidden();

  await page.getByRole('button', { name: jobs('postJob.tags.add') }).click();
  const tag = uniqueWord('guide');
  const tagBox = page.getByLabel(jobs('postJob.tags.field'), { exact: true });
  await tagBox.fill(tag);
  await tagBox.press('Enter');
  await expect(
    page.getByRole('list', { name: jobs('postJob.tags.selected') }).getByRole('listitem'),
  ).toHaveText([tag]);
  await page.getByLabel(jobs('postJob.fields.terms')).check();
}
