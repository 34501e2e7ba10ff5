import { randomBytes, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { postJobThroughApi } from './explore-api';
import { newSoundEngineer, signInGallery, type Account, type Talent } from './hiring-contact-support';
import { phone, type Language } from './phone-support';
import { storeSession } from './session';

export const API = '/models/api/v1';
export const MADA_PAID = '4201320111111010';

export interface Contract {
  readonly organization: Account;
  readonly talent: Talent;
  readonly job: { readonly id: string; readonly title: string };
  readonly requestId: string;
}

/** A bearer token's headers, with a new Idempotency-Key for the calls that take one. */
export function auth(token: string) {
  return { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() };
}

export async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A new talent applies to a new job of the gallery (its pay in US dollars), and the gallery accepts. */
export async function acceptedContract(
  request: APIRequestContext,
  words: { readonly title: string; readonly coverLetter: string },
): Promise<Contract> {
  const organization = await signInGallery(request);
  const title = `${words.title} ${randomBytes(2).toString('hex')}`;
  const job = await postJobThroughApi(request, organization.token, {
    title,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: 'sound',
    salary: 600,
  });
  const talent = await newSoundEngineer(request, organization.user.organization?.logo ?? '');
  const application = await data<{ jobRequest: { id: string } }>(
    await request.post(`${API}/chats/${job.organization.id}/messages`, {
      headers: auth(talent.token),
      data: { messageType: 'REQUEST', jobId: job.id, content: words.coverLetter },
    }),
  );
  const requestId = application.jobRequest.id;
  await data(
    await request.patch(`${API}/jobs/${job.id}/accept`, {
      headers: auth(organization.token),
      data: { requestId },
    }),
  );
  return { organization, talent, job: { id: job.id, title }, requestId };
}

/** On the simulator's pages: a card, then 3-D Secure, and back to the chat. */
export async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on card').fill('Noura Al Saud');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await page.waitForURL(/\/messages\?/);
}

/** A page signed in as the account, in the language, on a phone below 600 px and a desktop above. */
export async function pageAt(
  browser: Browser,
  account: Account,
  language: Language,
  width: number,
): Promise<Page> {
  const context = await browser.newContext(
    width < 600
      ? phone(width, 844, language)
      : { viewport: { width, height: 900 }, locale: language === 'ar' ? 'ar-SA' : 'en-US' },
  );
  const page = await context.newPage();
  await page.goto('/about');
  await storeSession(page, account.token, account.user);
  return page;
}
