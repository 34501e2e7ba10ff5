import { expect, test, type APIRequestContext } from '@playwright/test';
import { postJobThroughApi, uniqueWord } from './explore-api';
import { newOrganization } from './auth-support';
import { API, authHeaders, dataOf, newTalent, openAs, type Session } from './profiles-support';

/**
 * Hires the talent for a new job, finishes it and leaves `comment` as the review; the talent
 * reviews the organization in turn, which publishes both (blind reviews, issue 34).
 */
async function review(request: APIRequestContext, organization: Session, talent: Session, comment: string) {
  const job = await postJobThroughApi(request, organization.token, {
    title: `Sound for ${uniqueWord('gig')}`,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: uniqueWord('tag'),
  });
  const applied = await dataOf<{ jobRequest: { id: string } }>(
    await request.post(`${API}/chats/${job.organization.id}/messages`, {
      headers: authHeaders(talent.token),
      data: { messageType: 'REQUEST', jobId: job.id, content: 'I would love to work with you.' },
    }),
  );
  const requestId = applied.jobRequest.id;
  for (const action of ['accept', 'finish']) {
    await dataOf(
      await request.patch(`${API}/jobs/${job.id}/${action}`, {
        headers: authHeaders(organization.token),
        data: { requestId },
      }),
    );
  }
  await dataOf(
    await request.post(`${API}/jobs/${job.id}/reviews`, {
      headers: authHeaders(organization.token),
      data: { rating: 5, comment, requestId },
    }),
  );
  await dataOf(
    await request.post(`${API}/job-requests/${requestId}/reviews`, {
      headers: authHeaders(talent.token),
      data: {
        rating: 5,
        comment: 'A clear brief and a kind crew.',
        subRatings: { brief: 5, paidOnTime: 5, safeSet: 5, communication: 5 },
        again: true,
      },
    }),
  );
}

const SHORT = 'Salma ran the sound for our winter concert: calm, precise and always early at the desk.';
const LONG = [
  'Salma ran the sound for three nights of concerts in the desert and never missed a cue.',
  'She arrived two days early to walk the site, mapped every speaker against the wind and the rocks,',
  'and rebuilt the monitor mixes for each band between sets without a single complaint from the stage.',
  'When the generator failed on the second night she had the backup running in under a minute,',
  'and the audience never noticed. Her notes after the event were the most useful we have ever received,',
  'with a plan for next year that we have already adopted. We will book her again for every festival.',
].join(' ');

test('review cards show the whole comment when it fits, and see more only when it is cut', async ({
  page,
  request,
}) => {
  const talent = await newTalent(request);
  const organization = await newOrganization(request, 'Dana');
  await review(request, organization, talent.session, SHORT);
  await review(request, organization, talent.session, LONG);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, talent.session, '/profile');
  const cards = page.getByRole('region', { name: 'Reviews' }).getByRole('article');
  await expect(cards).toHaveCount(2);

  const short = cards.filter({ hasText: SHORT });
  await expect(short.getByText(SHORT, { exact: true })).toBeVisible();
  await expect(short.getByRole('button', { name: 'see more' })).toHaveCount(0);

  const long = cards.filter({ has: page.getByText(LONG.slice(0, 60)) });
  const comment = long.getByText(LONG.slice(0, 60));
  // The long comment is clamped: part of it is hidden, and only this card offers the rest.
  expect(await comment.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await page.getByRole('region', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/reviews-cards.png' });
  await long.getByRole('button', { name: 'see more' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(LONG);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(long.getByRole('button', { name: 'see more' })).toBeFocused();
});
