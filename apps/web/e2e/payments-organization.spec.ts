import { expect, test, type APIRequestContext } from '@playwright/test';
import { postJobThroughApi, uniqueWord } from './explore-api';
import { newOrganization } from './auth-support';
import { API, authHeaders, dataOf, newTalent, openAs, type Session } from './profiles-support';

async function hire(
  request: APIRequestContext,
  organization: Session,
  talent: Session,
  job: { readonly id: string; readonly organization: { readonly id: string } },
  review: boolean,
) {
  const applied = await dataOf<{ jobRequest: { id: string } }>(
    await request.post(`${API}/chats/${job.organization.id}/messages`, {
      headers: authHeaders(talent.token),
      data: { messageType: 'REQUEST', jobId: job.id, content: 'I would love to work with you.' },
    }),
  );
  const requestId = applied.jobRequest.id;
  const act = async (action: string) =>
    dataOf(
      await request.patch(`${API}/jobs/${job.id}/${action}`, {
        headers: authHeaders(organization.token),
        data: { requestId },
      }),
    );
  await act('accept');
  if (!review) return;
  await act('finish');
  await dataOf(
    await request.post(`${API}/jobs/${job.id}/reviews`, {
      headers: authHeaders(organization.token),
      data: { rating: 5, comment: 'A pleasure to work with.', requestId },
    }),
  );
}

test("an organization's payments show what it paid and committed, per job and per talent", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const organization = await newOrganization(request, 'Hala');
  const concert = uniqueWord('concert');
  const festival = uniqueWord('festival');
  const concertJob = await postJobThroughApi(request, organization.token, {
    title: concert,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: 'oud',
    pay: { amount: 150_000, currency: 'SAR', basis: 'DAY' },
  });
  const festivalJob = await postJobThroughApi(request, organization.token, {
    title: festival,
    jobCategory: 'MUSIC_AND_SOUND_ENGINEER',
    tag: 'oud',
    salary: 400,
  });
  const paidTalent = await newTalent(request);
  const hiredTalent = await newTalent(request);
  await hire(request, organization, paidTalent.session, concertJob, true);
  await hire(request, organization, paidTalent.session, festivalJob, true);
  await hire(request, organization, hiredTalent.session, festivalJob, false);

  await openAs(page, organization, '/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  // SAR 1,500 a day and the spec's salary of 400 ($400 an hour, SAR 1,500 at the peg) add up in riyals.
  await expect(page.getByRole('definition').filter({ hasText: 'SAR 3,000' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'SAR 1,500' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Paid' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Committed' })).toBeVisible();

  const perJob = page.getByRole('table', { name: 'Per job' });
  await expect(perJob.getByRole('row', { name: new RegExp(concert) })).toContainText('SAR 1,500');
  await expect(perJob.getByRole('row', { name: new RegExp(festival) })).toContainText('SAR 1,500');
  const perTalent = page.getByRole('table', { name: 'Per talent' });
  await expect(perTalent.getByRole('row', { name: new RegExp(paidTalent.fullName) })).toContainText(
    'SAR 3,000',
  );
  await expect(perTalent.getByRole('row', { name: new RegExp(hiredTalent.fullName) })).toContainText(
    'SAR 1,500',
  );

  const contracts = page.getByRole('table', { name: 'Contracts' });
  await expect(contracts.getByRole('row')).toHaveCount(4);
  const committed = contracts.getByRole('row', { name: new RegExp(hiredTalent.fullName) });
  await expect(committed).toContainText('Committed');
  await expect(committed).toContainText(festival);
  await expect(contracts.getByRole('row', { name: new RegExp(concert) })).toContainText('Paid');
  await expect(contracts.getByRole('row', { name: new RegExp(concert) })).toContainText('SAR 1,500 / day');
  await expect(committed).toContainText('$400 / hour');

  await page.screenshot({ path: test.info().outputPath('organization-payments.png'), fullPage: true });

  await page.getByRole('button', { name: 'Hide amounts' }).click();
  await expect(page.getByText('SAR 3,000')).toHaveCount(0);
});

test('an organization without contracts sees its empty payments, not a talent’s', async ({
  page,
  request,
}) => {
  const organization = await newOrganization(request, 'Hala');
  await openAs(page, organization, '/payments');
  await expect(page.getByText('No contracts yet')).toBeVisible();
  await expect(page.getByText('Earnings')).toHaveCount(0);
});
