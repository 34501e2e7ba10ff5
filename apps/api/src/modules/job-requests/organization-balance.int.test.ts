import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

type Headers = Record<string, string>;
type Job = Awaited<ReturnType<typeof postJob>>;

async function applyFor(talent: { headers: Headers }, job: Job): Promise<string> {
  const response = await apply(t, talent.headers, job);
  return (response.json().data as { jobRequest: { id: string } }).jobRequest.id;
}

async function act(headers: Headers, jobId: string, action: string, requestId: string) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `${API}/jobs/${jobId}/${action}`,
    headers,
    payload: { requestId },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function complete(headers: Headers, jobId: string, requestId: string) {
  await act(headers, jobId, 'accept', requestId);
  await act(headers, jobId, 'finish', requestId);
  const review = await t.app.inject({
    method: 'POST',
    url: `${API}/jobs/${jobId}/reviews`,
    headers,
    payload: { rating: 5, comment: 'Great work.', requestId },
  });
  expect(review.statusCode, review.body).toBe(201);
}

async function balance(headers: Headers) {
  const response = await t.app.inject({ method: 'GET', url: `${API}/users/me/balance`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, unknown> }>().data;
}

describe("an organization's payments", () => {
  it('shows what it committed and paid, per job and per talent, with each contract', async () => {
    const organization = await onboardedOrganization(t);
    // SAR 1,687.50 a day is $450 at the peg; the spec's salary of 400 is $400 an hour, SAR 1,500.
    const runwayPay = { amount: 168_750, currency: 'SAR', basis: 'DAY' };
    const runway = await postJob(t, organization.headers, {
      title: 'Runway show',
      pay: runwayPay,
      salary: undefined,
    });
    const shoot = await postJob(t, organization.headers, { title: 'Campaign shoot', salary: 400 });
    const shootPay = { amount: 40_000, currency: 'USD', basis: 'HOUR' };
    const sar = (amount: number) => ({ amount, currency: 'SAR' });
    const sara = await onboardedTalent(t, 'MODEL', { firstName: 'Sara', lastName: 'Alqahtani' });
    const lina = await onboardedTalent(t, 'MODEL', { firstName: 'Lina', lastName: 'Alharbi' });
    const omar = await onboardedTalent(t, 'MODEL', { firstName: 'Omar', lastName: 'Salem' });

    await complete(organization.headers, runway.id, await applyFor(sara, runway));
    await complete(organization.headers, shoot.id, await applyFor(sara, shoot));
    await act(organization.headers, runway.id, 'accept', await applyFor(lina, runway));
    await act(organization.headers, shoot.id, 'reject', await applyFor(lina, shoot));
    await applyFor(omar, shoot);

    const talentBalance = await balance(sara.headers);
    expect(talentBalance).toMatchObject({
      role: 'INDIVIDUAL',
      earnings: 850,
      earningsInSar: sar(318_750),
      withdrawableInSar: sar(318_750),
      completedProjects: 2,
    });

    const spent = await balance(organization.headers);
    expect(spent).toMatchObject({
      role: 'ORGANIZATION',
      paid: sar(318_750),
      committed: sar(168_750),
      completedProjects: 2,
    });
    expect(spent.jobs).toEqual(
      expect.arrayContaining([
        {
          jobId: runway.id,
          title: 'Runway show',
          committed: sar(168_750),
          paid: sar(168_750),
          contracts: 2,
          paidContracts: 1,
        },
        {
          jobId: shoot.id,
          title: 'Campaign shoot',
          committed: sar(0),
          paid: sar(150_000),
          contracts: 1,
          paidContracts: 1,
        },
      ]),
    );
    expect(spent.talents).toHaveLength(2);
    expect(spent.talents).toEqual(
      expect.arrayContaining([
        {
          individualId: lina.individualId,
          fullName: 'Lina Alharbi',
          committed: sar(168_750),
          paid: sar(0),
          contracts: 1,
          paidContracts: 0,
        },
        {
          individualId: sara.individualId,
          fullName: 'Sara Alqahtani',
          committed: sar(0),
          paid: sar(318_750),
          contracts: 2,
          paidContracts: 2,
        },
      ]),
    );
    const history = spent.history as { items: Record<string, unknown>[]; meta: { total: number } };
    expect(history.meta.total).toBe(3);
    expect(
      history.items.map(({ title, talentName, pay, state }) => ({ title, talentName, pay, state })),
    ).toEqual(
      expect.arrayContaining([
        { title: 'Runway show', talentName: 'Lina Alharbi', pay: runwayPay, state: 'COMMITTED' },
        { title: 'Campaign shoot', talentName: 'Sara Alqahtani', pay: shootPay, state: 'PAID' },
        { title: 'Runway show', talentName: 'Sara Alqahtani', pay: runwayPay, state: 'PAID' },
      ]),
    );
    expect(history.items).toHaveLength(3);
  });

  it('pages the contracts and keeps other organizations out', async () => {
    const organization = await onboardedOrganization(t);
    const other = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers, { salary: 300 });
    const talent = await onboardedTalent(t);
    await complete(organization.headers, job.id, await applyFor(talent, job));

    const none = { amount: 0, currency: 'SAR' };
    expect(await balance(other.headers)).toMatchObject({
      paid: none,
      committed: none,
      jobs: [],
      talents: [],
    });
    const second = await t.app.inject({
      method: 'GET',
      url: `${API}/users/me/balance?paginate[page]=2&paginate[limit]=10`,
      headers: organization.headers,
    });
    expect(second.json()).toMatchObject({
      data: {
        paid: { amount: 112_500, currency: 'SAR' },
        history: { items: [], meta: { page: 2, limit: 10, total: 1 } },
      },
    });
  });
});
