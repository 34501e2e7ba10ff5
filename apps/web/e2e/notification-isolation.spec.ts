import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { newOrganization } from './auth-support';
import { postJobThroughApi, uniqueWord } from './explore-api';
import { API, authHeaders, dataOf, newTalent, openAs } from './profiles-support';

type Language = 'en' | 'ar';

/** A new talent in `language`, invited by a new organization to apply for a job titled `title`. */
async function invitedTalent(
  request: APIRequestContext,
  language: Language,
  organization: { readonly handle: string; readonly name: string },
  title: string,
) {
  const talent = await newTalent(request);
  await dataOf(
    await request.patch(`${API}/users/me/language`, {
      headers: authHeaders(talent.session.token),
      data: { language },
    }),
  );
  const hirer = await newOrganization(request, organization.handle, organization.name);
  const job = await postJobThroughApi(request, hirer.token, {
    title,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: uniqueWord('tag').slice(0, 15),
  });
  await dataOf(
    await request.post(`${API}/jobs/${job.id}/invitations`, {
      headers: authHeaders(hirer.token),
      data: { individualId: talent.individualId },
    }),
  );
  return { talent, job };
}

async function pageIn(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({
    locale: language === 'ar' ? 'ar-SA' : 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

/** Opens the bell's panel; answers the panel and its one notification's sentence. */
async function openPanel(page: Page, bellName: RegExp, panelTitle: string) {
  await page.getByRole('button', { name: bellName }).click();
  const panel = page.getByRole('heading', { level: 2, name: panelTitle }).locator('xpath=../..');
  const sentence = panel.getByRole('link').first().locator('bdi').first().locator('..');
  await expect(sentence).toBeVisible();
  return { panel, sentence };
}

/**
 * The sentence's words and isolated names as the reader meets them: each word, and each `<bdi>`
 * as one piece (where it starts, should it wrap), ordered by where it is laid out: line by line,
 * along each line in the page's direction.
 */
async function readingOrder(sentence: Locator): Promise<string[]> {
  return sentence.evaluate((element) => {
    const rtl = getComputedStyle(element).direction === 'rtl';
    const pieces: { text: string; box: DOMRect }[] = [];
    const add = (text: string, boxes: DOMRectList) => {
      const box = boxes[0];
      if (box !== undefined) pieces.push({ text, box });
    };
    for (const node of element.childNodes) {
      if (node instanceof HTMLElement && node.localName === 'bdi')
        add(node.textContent, node.getClientRects());
      else if (node.nodeType === Node.TEXT_NODE) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          add(word[0], range.getClientRects());
        }
      }
    }
    // Pieces in another script sit a little higher or lower on the same line.
    const lineTops: number[] = [];
    const lineTop = (box: DOMRect) => {
      const top = lineTops.find((line) => Math.abs(line - box.top) < box.height / 2);
      if (top !== undefined) return top;
      lineTops.push(box.top);
      return box.top;
    };
    const along = (box: DOMRect) => (rtl ? -box.right : box.left);
    return pieces
      .map((piece) => ({ ...piece, line: lineTop(piece.box) }))
      .sort((a, b) => a.line - b.line || along(a.box) - along(b.box))
      .map((piece) => piece.text);
  });
}

test('an English talent reads an Arabic organization and job title isolated, in the sentence’s order', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const organization = 'رواج للإنتاج';
  const title = 'مصور حفلات';
  const { talent, job } = await invitedTalent(request, 'en', { handle: 'Rawaj', name: organization }, title);

  const page = await pageIn(browser, 'en');
  await openAs(page, talent.session, '/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const { panel, sentence } = await openPanel(page, /^Notifications/, 'Notifications');
  await expect(sentence.locator('bdi')).toHaveText([organization, title]);
  expect(await readingOrder(sentence)).toEqual([
    organization,
    'invited',
    'you',
    'to',
    'apply',
    'for',
    '“',
    title,
    '”',
  ]);
  await panel.screenshot({ path: '/tmp/notification-panel-en.png' });

  // A dialog's sentence isolates them the same way.
  await page.keyboard.press('Escape');
  await page.goto(`/explore/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Apply For Job' }).click();
  const intro = page.getByRole('dialog', { name: 'Apply For Job' }).getByText(/^Tell /);
  await expect(intro.locator('bdi')).toHaveText([organization, title]);
  await expect(intro).toHaveText(
    `Tell ${organization} why you are right for “${title}”. Your cover letter starts a chat with them.`,
  );
});

test('an Arabic talent’s panel reads right to left, a Latin organization and job title isolated', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const organization = 'Najd Productions';
  const title = 'Runway models';
  const { talent } = await invitedTalent(request, 'ar', { handle: 'Najd', name: organization }, title);

  const page = await pageIn(browser, 'ar');
  await openAs(page, talent.session, '/profile');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const { panel, sentence } = await openPanel(page, /^الإشعارات/, 'الإشعارات');
  await expect(sentence.locator('bdi')).toHaveText([organization, title]);
  expect(await readingOrder(sentence)).toEqual(['دعتك', organization, 'للتقدّم', 'إلى', '«', title, '»']);
  await panel.screenshot({ path: '/tmp/notification-panel-ar.png' });
});
