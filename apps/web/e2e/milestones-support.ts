import { randomBytes, randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { postJobThroughApi } from './explore-api';
import { newSoundEngineer, signInGallery, type Account, type Talent } from './hiring-contact-support';
import { phone, text, type Language } from './phone-support';
import { storeSession } from './session';

export const API = '/models/api/v1';
export const MADA_PAID = '4201320111111010';
/** The simulator's mada card declined for insufficient funds. */
export const MADA_INSUFFICIENT_FUNDS = '4201320000311101';
/** The demo organization `acceptedContract` hires as, by the name its talent sees. */
export const GALLERY_NAME = 'AlUla Arts Gallery';

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

/**
 * The simulator's words, as a provider's pages would have them: its own (the API's
 * `simulator-texts.ts`), not the app's catalogue. Its pages take the language the payer funded in.
 */
const SIMULATOR_WORDS = {
  en: {
    number: 'Card number',
    name: 'Name on card',
    expiry: 'Expiry',
    cvc: 'CVC',
    pay: 'Pay',
    authenticate: 'Authenticate',
  },
  ar: {
    number: 'رقم البطاقة',
    name: 'الاسم على البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز التحقق (CVC)',
    pay: 'ادفع',
    authenticate: 'مصادقة',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** On the simulator's pages, in the payer's language: a card, then 3-D Secure, and back to the chat. */
export async function payByCard(page: Page, cardNumber: string, language: Language = 'en'): Promise<void> {
  const words = SIMULATOR_WORDS[language];
  await expect(page.getByLabel(words.number)).toBeVisible();
  await page.getByLabel(words.number).fill(cardNumber);
  await page.getByLabel(words.name).fill('Noura Al Saud');
  await page.getByLabel(words.expiry).fill('12/30');
  await page.getByLabel(words.cvc).fill('123');
  await page.getByRole('button', { name: words.pay }).click();
  await page.getByRole('button', { name: words.authenticate }).click();
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

/** Through the API: the organization proposes a milestone of `amount` halalas; its id. */
export async function proposeThroughApi(
  request: APIRequestContext,
  contract: Contract,
  title: string,
  amount: number,
): Promise<string> {
  const milestone = await data<{ id: string }>(
    await request.post(`${API}/job-requests/${contract.requestId}/milestones`, {
      headers: auth(contract.organization.token),
      data: { title, amount },
    }),
  );
  return milestone.id;
}

/** Through the API: the talent accepts the milestone. */
export async function acceptThroughApi(
  request: APIRequestContext,
  contract: Contract,
  milestoneId: string,
): Promise<void> {
  await data(
    await request.patch(`${API}/milestones/${milestoneId}/accept`, { headers: auth(contract.talent.token) }),
  );
}

/** The contract's card in the open chat with the other party. */
export async function openCard(page: Page, partyName: string, jobTitle: string): Promise<Locator> {
  await page.goto('/messages');
  await page.getByRole('button', { name: new RegExp(partyName) }).click();
  const card = page.getByRole('article', { name: jobTitle });
  await expect(card).toBeVisible();
  return card;
}

/** One milestone of the contract's card, by its title. */
export function milestone(card: Locator, title: string): Locator {
  return card.getByRole('listitem').filter({ hasText: title });
}

/** The button of the confirmation dialog of that title. */
export async function confirm(page: Page, dialogTitle: string, button: string): Promise<void> {
  await page.getByRole('dialog', { name: dialogTitle }).getByRole('button', { name: button }).click();
}

/** What the screen shows, into the test's output: the chat scrolls inside its pane, and a dialog covers the screen. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/**
 * From the Invoices (talent) or Receipts (organization) tab of /payments, the newest document of
 * a series ('INV' or 'RCT') at its own address; the document.
 */
export async function openInvoice(page: Page, series: 'INV' | 'RCT', language: Language): Promise<Locator> {
  const tab = series === 'INV' ? 'tabs.invoices' : 'tabs.receipts';
  await page.getByRole('tab', { name: text(language, 'payments', tab) }).click();
  const name = text(language, 'payouts', 'invoices.openNamed', { number: `${series}-` });
  await page
    .getByRole('link', { name: new RegExp(`^${name}\\d+$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payments\/invoices\/[0-9a-f-]{36}$/);
  const document = page.locator('article.invoice-document');
  await expect(document).toBeVisible();
  return document;
}

/**
 * An invoice or receipt is one fixed bilingual document whatever the reader's language (issue
 * 33): laid out left to right, English on the left and Arabic on the right, and its rows start at
 * the header's rule; without a QR code they also end with it.
 */
export async function expectFixedInvoiceLayout(document: Locator): Promise<void> {
  await expect(document).toHaveAttribute('dir', 'ltr');
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (found === null) throw new Error('not laid out');
    return found;
  };
  const header = await box(document.locator('header'));
  const english = await box(document.locator('header [lang="en"]'));
  const arabic = await box(document.locator('header [lang="ar"]'));
  // Side by side, English first from the left; on a phone, stacked, English first.
  if (Math.abs(english.y - arabic.y) < 1) expect(english.x).toBeLessThan(arabic.x);
  else expect(english.y).toBeLessThan(arabic.y);
  const withQr = (await document.getByRole('img').count()) > 0;
  const row = await box(document.locator('dl').first().locator('> div').first());
  expect(Math.abs(row.x - header.x)).toBeLessThanOrEqual(1);
  if (!withQr) expect(Math.abs(row.x + row.width - (header.x + header.width))).toBeLessThanOrEqual(1);
}
