import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { postJobThroughApi } from './explore-api';
import { latestCode } from './outbox';
import { DEMO_PASSWORD, signInAs, storeSession } from './session';
import { PRIVACY_NOTICE_VERSION } from './consent-version';

const API = '/models/api/v1';
/** The demo organization no other browser test changes. */
const ORGANIZATION = {
  email: 'gallery@demo.nujoom.sa',
  role: 'ORGANIZATION',
  name: 'AlUla Arts Gallery',
} as const;

interface Account {
  readonly token: string;
  readonly user: { readonly id: string; readonly organization: { readonly logo: string } | null };
}

interface Talent extends Account {
  readonly fullName: string;
}

interface Job {
  readonly id: string;
  readonly title: string;
  readonly organization: { readonly id: string };
}

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function signIn(request: APIRequestContext): Promise<Account> {
  return data<Account>(
    await request.post(`${API}/auth/login`, {
      data: { email: ORGANIZATION.email, password: DEMO_PASSWORD, role: ORGANIZATION.role },
    }),
  );
}

/** Signs up, verifies and onboards a new talent through the API, with a picture taken from `pictureUrl`. */
async function newTalent(request: APIRequestContext, pictureUrl: string): Promise<Talent> {
  const suffix = randomBytes(3).toString('hex');
  const email = `talent.${suffix}@example.com`;
  const firstName = 'Rayan';
  const lastName = `Oud${suffix}`;
  const created = await data<{ id: string }>(
    await request.post(`${API}/auth/signup`, {
      data: {
        firstName,
        lastName,
        email,
        password: 'Str0ng!Pass',
        role: 'INDIVIDUAL',
        consentVersion: PRIVACY_NOTICE_VERSION,
      },
    }),
  );
  const { token } = await data<{ token: string }>(
    await request.patch(`${API}/auth/verify-account`, {
      data: { userId: created.id, otp: await latestCode(email) },
    }),
  );
  const picture = await (await request.get(pictureUrl)).body();
  const profilePicture = await data<string>(
    await request.post(`${API}/upload/images`, {
      headers: auth(token),
      multipart: { file: { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: picture } },
    }),
  );
  const user = await data<Account['user']>(
    await request.patch(`${API}/users/onboarding`, {
      headers: auth(token),
      data: {
        individualProfile: {
          role: 'MUSIC_AND_SOUND_ENGINEER',
          bio: 'Oud player and live sound engineer for desert concerts.',
          socialAccount: 'instagram.com/rayan.oud',
          yearsOfExperience: 6,
          availableForTravel: true,
          legallyWorking: true,
          hasTattoos: false,
          workExperience: [
            {
              title: 'Sound engineer',
              company: 'Riyadh Season',
              startDate: '2020-01-01',
              endDate: '2023-06-30',
            },
          ],
          specialtyInfo: {
            profilePicture,
            category: ['SOUND_ENGINEER'],
            majorProjects: 'Winter at Tantora',
            preferWorkingWith: ['EVENT_PLANNERS_CONCERTS'],
            experienceHandlingHighProfileClients: true,
            wonAwards: false,
            portfolioUrl: 'soundcloud.com/rayan-oud',
          },
        },
      },
    }),
  );
  return { token, user, fullName: `${firstName} ${lastName}` };
}

async function postJob(request: APIRequestContext, organization: Account, title: string): Promise<Job> {
  const job = await postJobThroughApi(request, organization.token, {
    title,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: 'oud',
    salary: 450,
  });
  return { ...job, title };
}

async function apply(
  request: APIRequestContext,
  talent: Talent,
  job: Job,
  coverLetter: string,
): Promise<void> {
  await data(
    await request.post(`${API}/chats/${job.organization.id}/messages`, {
      headers: auth(talent.token),
      data: { messageType: 'REQUEST', jobId: job.id, content: coverLetter },
    }),
  );
}

async function pageFor(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto('/about');
  await storeSession(page, account.token, account.user);
  return page;
}

async function setUp(request: APIRequestContext, coverLetter: string) {
  const organization = await signIn(request);
  const job = await postJob(
    request,
    organization,
    `Oud player for a desert evening ${randomBytes(2).toString('hex')}`,
  );
  const talent = await newTalent(request, organization.user.organization?.logo ?? '');
  await apply(request, talent, job, coverLetter);
  return { organization, job, talent };
}

test('an organization and a new talent talk live, agree, finish, review, and the talent is paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const coverLetter = 'I have played oud at Winter at Tantora for three seasons and would love to join you.';
  const { organization, job, talent } = await setUp(request, coverLetter);

  const orgPage = await pageFor(browser, organization);
  const talentPage = await pageFor(browser, talent);

  await orgPage.goto('/messages');
  await expect(orgPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(orgPage.getByRole('heading', { level: 2, name: 'Good to see you' })).toBeVisible();
  await orgPage.getByRole('button', { name: new RegExp(talent.fullName) }).click();
  const orgCard = orgPage.getByRole('article', { name: job.title });
  // The spec's salary alone is US dollars an hour.
  await expect(orgCard.getByRole('definition').filter({ hasText: '$' })).toHaveText('$450 / hour');
  await expect(orgCard).toContainText('1 week to 2 months');
  await expect(orgCard).toContainText(coverLetter);
  await expect(orgCard).toContainText('Pending');
  await expect(orgCard.getByRole('button', { name: 'Decline' })).toBeEnabled();
  await expect(orgCard.getByRole('button', { name: 'Accept' })).toBeEnabled();

  await talentPage.goto('/messages');
  await talentPage.getByRole('button', { name: new RegExp(ORGANIZATION.name) }).click();
  const talentCard = talentPage.getByRole('article', { name: job.title });
  await expect(talentCard).toContainText('Pending');
  await expect(talentCard.getByRole('button')).toHaveCount(0);

  // Blank text cannot be sent.
  const orgInput = orgPage.getByRole('textbox', { name: 'Message' });
  const orgSend = orgPage.getByRole('button', { name: 'Send message' });
  await expect(orgInput).toHaveAttribute('placeholder', 'Type your message...');
  await expect(orgSend).toBeDisabled();
  await orgInput.fill('    ');
  await expect(orgSend).toBeDisabled();

  // Messages reach the other side without a reload, both ways.
  await orgInput.fill('Welcome! Could you send us a short recording?');
  await expect(orgSend).toBeEnabled();
  await orgInput.press('Enter');
  await expect(orgInput).toHaveValue('');
  await expect(talentPage.getByRole('log')).toContainText('Welcome! Could you send us a short recording?');

  const talentInput = talentPage.getByRole('textbox', { name: 'Message' });
  await talentInput.fill('Of course, sending it tonight.');
  await talentPage.getByRole('button', { name: 'Send message' }).click();
  await expect(orgPage.getByRole('log')).toContainText('Of course, sending it tonight.');

  // Accepting, once confirmed, changes both cards; the talent never gets buttons.
  await orgCard.getByRole('button', { name: 'Accept' }).click();
  await orgPage
    .getByRole('dialog', { name: 'Accept this application?' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(orgPage.getByText('Job accepted successfully!')).toBeVisible();
  await expect(orgCard).toContainText('Approved');
  await expect(orgCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(talentCard).toContainText('Approved');
  await expect(talentCard.getByRole('button')).toHaveCount(0);

  // Finishing opens the review, which needs a rating and a comment.
  await orgCard.getByRole('button', { name: 'Finish Job' }).click();
  await orgPage
    .getByRole('dialog', { name: 'Finish this job?' })
    .getByRole('button', { name: 'Finish Job' })
    .click();
  await expect(orgPage.getByText('Job finished successfully!')).toBeVisible();
  // The dialog element itself has no box (its panel is fixed), so its title stands for it.
  const review = orgPage.getByRole('dialog', { name: `Review ${talent.fullName}` });
  await expect(review.getByRole('heading', { name: `Review ${talent.fullName}` })).toBeVisible();
  // Issue 34: the overall stars, each sub-rating, 'would hire again' and the comment.
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(review.getByRole('alert').first()).toBeVisible();
  await review.getByRole('group', { name: 'Overall rating' }).getByRole('radio', { name: '5 stars' }).check();
  for (const part of ['Quality of work', 'Professionalism and punctuality', 'Communication']) {
    await review
      .getByRole('group', { name: part, exact: true })
      .getByRole('radio', { name: '5 stars' })
      .check();
  }
  await review
    .getByRole('group', { name: 'Would you hire them again?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await review.getByRole('textbox', { name: 'Comment' }).fill('Beautiful playing and a perfect sound check.');
  await review.getByRole('button', { name: 'Send review' }).click();
  await expect(
    orgPage.getByText('Review sent. It stays hidden until both of you have reviewed.'),
  ).toBeVisible();
  await expect(review).toHaveCount(0);
  await expect(orgCard).toContainText('Finished');
  await expect(orgCard).toContainText('payment complete');
  await expect(talentCard).toContainText('Finished');
  await expect(talentPage.getByRole('log')).toContainText(`The job "${job.title}" is finished.`);

  // The talent sees the job among their payments.
  await talentPage.getByRole('link', { name: 'Payments' }).click();
  await expect(talentPage.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  // Totals are in riyals, the dollars counted at 3.75.
  const summary = talentPage.getByRole('definition').filter({ hasText: 'SAR' });
  // The spec's earnings; what can be withdrawn, is held and was withdrawn are the ledger's, and
  // nothing was paid through the platform here.
  await expect(summary).toHaveText(['SAR 1,687.50', 'SAR 0', 'SAR 0', 'SAR 0']);
  await expect(talentPage.getByText('pay in US dollars is counted at SAR 3.75 to the dollar')).toBeVisible();
  await expect(talentPage.getByRole('term').filter({ hasText: 'Completed projects' })).toBeVisible();
  const history = talentPage.getByRole('table', { name: 'Job history' });
  const row = history.getByRole('row', { name: new RegExp(job.title) });
  await expect(row).toContainText(ORGANIZATION.name);
  await expect(row.getByRole('cell', { name: '$450 / hour', exact: true })).toBeVisible();

  // The eye hides every amount, and shows them again.
  const eye = talentPage.getByRole('button', { name: 'Hide amounts' });
  await expect(eye).toHaveAttribute('aria-pressed', 'false');
  await eye.click();
  await expect(eye).toHaveAttribute('aria-pressed', 'true');
  await expect(talentPage.getByText('SAR 1,687.50', { exact: true })).toHaveCount(0);
  await expect(talentPage.getByText('$450 / hour', { exact: true })).toHaveCount(0);
  await eye.click();
  await expect(talentPage.getByText('SAR 1,687.50', { exact: true })).toHaveCount(1);
  await expect(talentPage.getByText('$450 / hour', { exact: true })).toHaveCount(1);

  await talentPage.getByRole('button', { name: 'Deposit' }).click();
  await expect(talentPage.getByText('Coming Soon')).toBeVisible();
});

test('without the live stream, the chat list and the open chat are polled', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { organization, talent } = await setUp(request, 'I would love to play for your guests.');
  const talentPage = await pageFor(browser, talent);
  await talentPage.context().route(`**${API}/events`, (route) => route.abort());

  await talentPage.goto('/messages');
  const chat = talentPage.getByRole('button', { name: new RegExp(ORGANIZATION.name) });
  await expect(chat).toBeVisible();
  await expect(chat).not.toContainText('unread');

  const chats = await data<{ items: { id: string; friend: { name: string } }[] }>(
    await request.get(`${API}/chats`, { headers: auth(organization.token) }),
  );
  const chatId = chats.items.find((item) => item.friend.name === talent.fullName)?.id ?? '';
  const send = (content: string) =>
    request.post(`${API}/chats/${chatId}/messages`, { headers: auth(organization.token), data: { content } });

  await data(await send('Are you free on Thursday?'));
  await expect(chat).toContainText('1 unread message');
  await expect(chat).toContainText('Are you free on Thursday?');

  await chat.click();
  await expect(talentPage.getByRole('log')).toContainText('Are you free on Thursday?');
  await expect(chat).not.toContainText('unread');

  await data(await send('Great, see you at six.'));
  await expect(talentPage.getByRole('log')).toContainText('Great, see you at six.');

  // A long conversation opens on its latest page; the rest is one click (or a scroll) away.
  for (let index = 1; index <= 20; index += 1) await data(await send(`Rehearsal note ${index}`));
  await talentPage.reload();
  // The server renders the page; its button works once the app has hydrated it.
  await expect(talentPage.locator('#root')).not.toHaveAttribute('inert');
  const log = talentPage.getByRole('log');
  await expect(log).toContainText('Rehearsal note 20');
  await expect(log).not.toContainText('I would love to play for your guests.');
  // Scrolled into view, the button loads them by itself; a click that scrolled first would find it gone.
  await talentPage.getByRole('button', { name: 'Load earlier messages' }).dispatchEvent('click');
  await expect(log).toContainText('I would love to play for your guests.');
  await expect(talentPage.getByText('This is the start of your conversation.')).toBeVisible();
});

test('failures are told in the words of the spec', async ({ page, request }) => {
  await signInAs(page, request, { email: ORGANIZATION.email, role: ORGANIZATION.role });
  await page.route(`**${API}/chats/*/messages*`, (route) => route.abort());
  await page.goto('/messages');
  await page.getByRole('complementary').getByRole('button').first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error fetching messages' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello there');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Failed to send message.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello there');

  // Opened from the top bar: the page is then the app's to fetch (the server renders a direct
  // visit with its figures, ADR 031).
  await page.route(`**${API}/users/me/balance*`, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL('/payments');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to get balance' })).toBeVisible({
    timeout: 15_000,
  });
});
