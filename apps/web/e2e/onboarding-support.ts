import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storeSession } from './session';
import { fillDate } from './date-field';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

const API = '/models/api/v1';
export const PASSWORD = 'Onboard@2026';

export interface NewAccount {
  readonly email: string;
  readonly token: string;
  readonly user: unknown;
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('Set E2E_DATA_DIR so the test can read e-mailed codes.');
  return join(dataDir, 'outbox');
}

/** The code in the newest e-mail to `email` (the dev outbox writes quoted-printable .eml files). */
async function codeFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((name) =>
      name.endsWith('.eml'),
    );
    for (const name of names.sort().reverse()) {
      const text = await readFile(join(outboxDir(), name), 'utf8');
      if (!text.includes(`To: ${email}`)) continue;
      const code = /^(\d{4})$/m.exec(text)?.[1];
      if (code !== undefined) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code was e-mailed to ${email}`);
}

/** A new, verified but not onboarded account, signed up and verified through the real API. */
export async function signUpVerified(
  request: APIRequestContext,
  role: 'INDIVIDUAL' | 'ORGANIZATION',
  label: string,
): Promise<NewAccount> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@onboarding.example.com`;
  const signup = await request.post(`${API}/auth/signup`, {
    data: {
      firstName: 'Noura',
      lastName: 'Alharbi',
      email,
      password: PASSWORD,
      role,
      consentVersion: PRIVACY_NOTICE_VERSION,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const { data: created } = await signup.json();
  const otp = await codeFor(email);
  const verify = await request.patch(`${API}/auth/verify-account`, { data: { userId: created.id, otp } });
  expect(verify.ok(), await verify.text()).toBe(true);
  const { data } = await verify.json();
  expect(data.user.onboardingCompleted).toBe(false);
  return { email, token: data.token, user: data.user };
}

/** Hands the account's session to the browser and opens `path`. */
export async function openAs(page: Page, account: NewAccount, path: string): Promise<void> {
  await page.goto('/about');
  await storeSession(page, account.token, account.user);
  await page.goto(path);
}

/** A real JPEG of the given size drawn by the browser, so the server's image pipeline accepts it. */
export async function jpeg(page: Page, width = 64, height = 80, color = '#a4461e'): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width: w, height: h, color: fill }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2d canvas');
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#fcfaf6';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    { width, height, color },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** A valid tiny MP4: the demo reel the server seeds with. */
export function demoReel(): Promise<Buffer> {
  return readFile(join(import.meta.dirname, '../../api/src/seed/assets/demo-reel.mp4'));
}

/** Picks a file through the slot's own button, the way a person does, and waits for the upload. */
export async function uploadThroughSlot(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  kind: 'image' | 'video' = 'image',
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Choose ${kind}: ${label}`, exact: true }).click();
  await (await chooser).setFiles(file);
  const preview: Locator =
    kind === 'image'
      ? page.getByRole('img', { name: label, exact: true })
      : page.locator(`video[aria-label="${label}"]`);
  await expect(preview).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: `Remove: ${label}`, exact: true })).toBeVisible();
}

export async function uploadImage(page: Page, label: string, color?: string): Promise<void> {
  await uploadThroughSlot(page, label, {
    name: `${label}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await jpeg(page, 64, 80, color),
  });
}

/** Answers a choose/Yes/No question. */
export async function answer(page: Page | Locator, question: string, value: 'Yes' | 'No'): Promise<void> {
  await page.getByLabel(question, { exact: true }).selectOption({ label: value });
}

/** Picks a specialty and fills the experience form with valid answers, ending on /profile-form. */
export async function completeFirstSteps(page: Page, specialty: string): Promise<void> {
  await expect(page).toHaveURL('/select-category');
  await page.getByRole('radio', { name: specialty, exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/experience-form');
  await fillExperience(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/profile-form');
}

export async function fillExperience(page: Page): Promise<void> {
  await page
    .getByLabel('Bio', { exact: true })
    .fill('Editorial and campaign work across the Gulf for eight years.');
  await page.getByLabel('Social media account', { exact: true }).fill('instagram.com/noura.creates');
  await page.getByLabel('Years of experience', { exact: true }).fill('8');
  await answer(page, 'Are you available for travel?', 'Yes');
  await answer(page, 'Are you legally allowed to work in Saudi Arabia?', 'Yes');
  await answer(page, 'Do you have any tattoos?', 'No');

  await page.getByRole('button', { name: 'Add Experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Work experience' });
  await dialog.getByLabel('Title', { exact: true }).fill('Lead model');
  await dialog.getByLabel('Company', { exact: true }).fill('Studio Najd');
  await fillDate(dialog, 'End date', '2023-06-30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Lead model at Studio Najd')).toBeVisible();

  await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
}

async function uploadLogo(page: Page): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose image: Organization logo' }).click();
  await (
    await chooser
  ).setFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 120, 120) });
  await expect(page.getByRole('img', { name: 'Organization logo' })).toBeVisible({ timeout: 15_000 });
}

/** Fills in every field of the organization form, the logo included. */
export async function fillOrganization(page: Page): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill('Najd Studio');
  await page.getByLabel('Location', { exact: true }).selectOption({ label: 'United Arab Emirates' });
  await page
    .getByLabel('Bio', { exact: true })
    .fill('A production house casting for campaigns across the Gulf.');
  await page.getByLabel('City', { exact: true }).selectOption({ label: 'Other' });
  // The social links are optional (issue 31): two given, TikTok left out.
  await page
    .getByRole('textbox', { name: 'Instagram (optional)', exact: true })
    .fill('instagram.com/najdstudio');
  await page.getByRole('textbox', { name: 'Website (optional)', exact: true }).fill('najd.example.com');
  await page.getByLabel('Phone number', { exact: true }).fill('050 123 4567');
  await uploadLogo(page);
}
