import { expect, test } from '@playwright/test';
import { apiToken, GALLERY, postJobThroughApi, uniqueWord } from './explore-api';
import { API, authHeaders, dataOf, newTalent, openAs } from './profiles-support';

test('a talent sees the bell count when an organization accepts their application, opens the panel and follows the link; a switched-off kind stays off', async ({
  page,
  request,
}) => {
  const talent = await newTalent(request);
  const organizationToken = await apiToken(request, GALLERY);
  const title = `Oud night ${uniqueWord('qa')}`;
  const job = await postJobThroughApi(request, organizationToken, {
    title,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: uniqueWord('tag').slice(0, 15),
  });
  const applied = await dataOf<{ chatId: string; jobRequest: { id: string } }>(
    await request.post(`${API}/chats/${job.organization.id}/messages`, {
      headers: authHeaders(talent.session.token),
      data: { messageType: 'REQUEST', jobId: job.id, content: 'I would love to play at your opening.' },
    }),
  );

  await openAs(page, talent.session, '/explore');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await dataOf(
    await request.patch(`${API}/jobs/${job.id}/accept`, {
      headers: authHeaders(organizationToken),
      data: { requestId: applied.jobRequest.id },
    }),
  );
  // Pushed over the live event stream: no reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  const link = page.getByRole('link', {
    name: new RegExp(`^Unread: AlUla Arts Gallery accepted your application for “${title}”`),
  });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`/messages?chat=${applied.chatId}`);
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.goto('/settings/notifications');
  const accepted = page.getByRole('switch', { name: 'Accepted applications' });
  await expect(accepted).toBeChecked();
  await accepted.click();
  await expect(accepted).not.toBeChecked();
  await expect(accepted).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Accepted applications' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'New messages' })).toBeChecked();
});
