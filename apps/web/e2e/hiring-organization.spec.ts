import { expect, test, type APIRequestContext } from '@playwright/test';
import { postJobThroughApi, uniqueWord } from './explore-api';
import { newOrganization } from './auth-support';
import { API, authHeaders, dataOf, newTalent, openAs, type Session } from './profiles-support';

interface Applicant {
  readonly session: Session;
  readonly fullName: string;
  readonly chatId: string;
}

/** A new organization posts a job and `count` new talent apply for it, all through the API. */
async function jobWithApplicants(request: APIRequestContext, count: number) {
  const organization = await newOrganization(request, 'Hala');
  const title = `Oud evening ${uniqueWord('hire')}`;
  const job = await postJobThroughApi(request, organization.token, {
    title,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: 'oud',
  });
  const applicants: Applicant[] = [];
  for (let index = 0; index < count; index += 1) {
    const talent = await newTalent(request);
    const sent = await dataOf<{ chatId: string }>(
      await request.post(`${API}/chats/${job.organization.id}/messages`, {
        headers: authHeaders(talent.session.token),
        data: {
          messageType: 'REQUEST',
          jobId: job.id,
          content: `I am ${talent.fullName} and have played at Winter at Tantora for three seasons.`,
        },
      }),
    );
    applicants.push({ session: talent.session, fullName: talent.fullName, chatId: sent.chatId });
  }
  return { organization, job: { id: job.id, title }, applicants };
}

async function chatTexts(request: APIRequestContext, applicant: Applicant): Promise<string[]> {
  const page = await dataOf<{ items: { content: string }[] }>(
    await request.get(`${API}/chats/${applicant.chatId}/messages`, {
      headers: authHeaders(applicant.session.token),
    }),
  );
  return page.items.map((message) => message.content);
}

test('an organization shortlists and accepts an applicant from My Jobs, then closes the filled job', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { organization, job, applicants } = await jobWithApplicants(request, 2);
  const [chosen, other] = applicants as [Applicant, Applicant];

  await openAs(page, organization, '/explore');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible({ timeout: 15_000 });
  const row = page.getByRole('article', { name: job.title });
  await expect(row.getByRole('definition')).toHaveText(['2', '0', '0', '0']);
  await row.getByRole('link', { name: 'View applicants' }).click();

  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const chosenCard = page.getByRole('article', { name: chosen.fullName });
  const otherCard = page.getByRole('article', { name: other.fullName });
  await expect(chosenCard).toContainText('Pending');
  await expect(otherCard).toContainText(`I am ${other.fullName}`);

  // The shortlist is a mark the filter then narrows to.
  const shortlist = chosenCard.getByRole('button', { name: 'Shortlist' });
  await shortlist.click();
  await expect(shortlist).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Shortlisted only' }).click();
  await expect(page).toHaveURL(/shortlisted=true/);
  await expect(otherCard).toHaveCount(0);
  await expect(chosenCard).toBeVisible();

  // Accepting asks first.
  await chosenCard.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept ${chosen.fullName}?` });
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Job accepted successfully!')).toBeVisible();
  await expect(chosenCard).toContainText('Accepted');
  await expect(chosenCard.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The job needs one person, so closing it is offered; closing asks first too.
  const banner = page.getByRole('status').filter({ hasText: 'Your team is complete' });
  await expect(banner).toContainText('You accepted 1 person for this job, which needs 1 person.');
  await banner.getByRole('button', { name: 'Close job' }).click();
  const close = page.getByRole('dialog', { name: 'Close this job?' });
  await expect(close).toContainText('Every pending applicant is declined');
  await close.getByRole('button', { name: 'Close job' }).click();
  await expect(page.getByText('The job is closed.')).toBeVisible();
  await expect(page.getByText('Job Closed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen job' })).toBeVisible();

  await page.getByRole('button', { name: 'Shortlisted only' }).click();
  await expect(otherCard).toContainText('Declined');
  expect(await chatTexts(request, other)).toContain(
    `Thank you for applying for "${job.title}". The position is no longer open, so we will not be moving forward with your application. We wish you the best and hope to work with you in the future.`,
  );

  await page.getByRole('link', { name: 'Job page' }).click();
  await expect(page.getByRole('button', { name: 'Job Closed' })).toBeDisabled();
});

test("the contract card's Accept asks for confirmation, and Cancel leaves the application pending", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { organization, job, applicants } = await jobWithApplicants(request, 1);
  const [applicant] = applicants as [Applicant];

  await openAs(page, organization, `/messages?chat=${applicant.chatId}`);
  const card = page.getByRole('article', { name: job.title });
  await expect(card).toContainText('Pending', { timeout: 15_000 });
  await card.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: 'Accept this application?' });
  await expect(confirm.getByRole('heading', { name: 'Accept this application?' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toContainText('Pending');
  await expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();

  const listed = await dataOf<{ items: { requestStatus: string }[] }>(
    await request.get(`${API}/jobs/${job.id}/job-requests`, { headers: authHeaders(organization.token) }),
  );
  expect(listed.items.map((item) => item.requestStatus)).toEqual(['PENDING']);
});
