import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, GALLERY, postJobThroughApi, uniqueWord, type PostedJob } from './explore-api';
import { API, authHeaders, dataOf, newTalent, openAs } from './profiles-support';

async function musicJob(request: APIRequestContext, token: string, title: string): Promise<PostedJob> {
  return postJobThroughApi(request, token, {
    title,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: uniqueWord('tag').slice(0, 15),
  });
}

test('talent follows a declined application and an invitation in My Applications, and applies from the invitation', async ({
  page,
  request,
}) => {
  // Two jobs, two accounts' worth of set-up and five pages on a shared machine.
  test.setTimeout(120_000);
  const talent = await newTalent(request);
  const organization = await apiToken(request, GALLERY);
  const word = uniqueWord('hire');
  const closedTitle = `Closing night ${word}`;
  const invitedTitle = `Desert festival ${word}`;
  const closedJob = await musicJob(request, organization, closedTitle);
  await dataOf(
    await request.post(`${API}/chats/${closedJob.organization.id}/messages`, {
      headers: authHeaders(talent.session.token),
      data: { messageType: 'REQUEST', jobId: closedJob.id, content: 'I mixed the Winter at Tantora shows.' },
    }),
  );
  // Closing the job declines the pending application.
  await dataOf(
    await request.patch(`${API}/jobs/${closedJob.id}/close`, { headers: authHeaders(organization) }),
  );
  const invitedJob = await musicJob(request, organization, invitedTitle);
  await dataOf(
    await request.post(`${API}/jobs/${invitedJob.id}/invitations`, {
      headers: authHeaders(organization),
      data: { individualId: talent.individualId },
    }),
  );

  await openAs(page, talent.session, '/explore');
  // The close and the invitation each left a notification.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await expect(
    page.getByRole('link', { name: new RegExp(`^Unread: AlUla Arts Gallery closed “${closedTitle}”`) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Applications' }).click();
  await expect(page).toHaveURL('/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();

  // Newest first: the invitation, then the declined application.
  const items = page.getByRole('article');
  await expect(items).toHaveCount(2);
  const invitation = page.getByRole('article', { name: invitedTitle });
  const declined = page.getByRole('article', { name: closedTitle });
  await expect(items.first()).toHaveAccessibleName(invitedTitle);
  await expect(declined.getByText('Declined', { exact: true })).toBeVisible();
  await expect(declined.getByRole('button')).toHaveCount(0);
  await expect(invitation.getByText('Invited', { exact: true })).toBeVisible();

  // The state filter lives in the URL.
  await page.getByRole('link', { name: 'Declined', exact: true }).click();
  await expect(page).toHaveURL('/applications?status=REJECTED');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(closedTitle);
  await page.getByRole('link', { name: 'All', exact: true }).click();
  await expect(items).toHaveCount(2);

  // The invitation card in the chat offers Apply to the talent.
  await invitation.getByRole('link', { name: /^Open chat/ }).click();
  await expect(page).toHaveURL(/\/messages\?chat=/);
  const card = page.getByRole('article', { name: 'Invitation to apply' });
  await expect(card.getByRole('link', { name: invitedTitle })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Decline' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Applications' }).click();

  await invitation.getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply For Job' });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Cover letter is required')).toBeVisible();
  await dialog.getByLabel('Cover letter').fill('I run the sound for open-air concerts every winter.');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent successfully')).toBeVisible();
  await expect(invitation.getByText('Pending', { exact: true })).toBeVisible();
  await expect(invitation.getByRole('button', { name: 'Apply' })).toHaveCount(0);

  await invitation.getByRole('link', { name: invitedTitle, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: invitedTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply For Job' })).toHaveCount(0);

  await page.goto('/explore');
  await page.getByRole('button', { name: 'Music & Sound Engineer' }).click();
  await page.getByRole('searchbox').fill(word);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const jobCard = page.getByRole('article', { name: invitedTitle });
  await expect(jobCard.getByText('Applied', { exact: true })).toBeVisible();
});
