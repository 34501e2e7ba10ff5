import { JobDetailSchema, JobListItemSchema } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { jobBody, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { jobsPageOnPlan, plansFor } from '../../../test/search-plans';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });

/** A job body with `pay` in place of the factory's spec salary. */
const withPay = (amount: number, currency: string, basis: string, title = 'Runway show') => ({
  title,
  pay: { amount, currency, basis },
  salary: undefined,
});

describe("a job's pay", () => {
  it('round-trips pay in riyals, and gives the spec its salary in US dollars at the peg', async () => {
    const organization = await onboardedOrganization(t);
    const posted = await postJob(t, organization.headers, withPay(150_000, 'SAR', 'DAY'));
    const pay = { amount: 150_000, currency: 'SAR', basis: 'DAY' };
    expect(posted).toMatchObject({ pay, salary: 400 });
    const detail = (await get(`/jobs/${posted.id}`, organization.headers)).json().data;
    expect(JobDetailSchema.parse(detail)).toMatchObject({ pay, salary: 400 });
    const talent = await onboardedTalent(t);
    const [card] = (await get('/jobs', talent.headers)).json().data.items as unknown[];
    expect(JobListItemSchema.parse(card)).toMatchObject({ id: posted.id, pay, salary: 400 });
  });

  it('takes riyals by default and keeps halalas', async () => {
    const organization = await onboardedOrganization(t);
    const posted = await postJob(t, organization.headers, {
      pay: { amount: 243_750, basis: 'JOB' },
      salary: undefined,
    });
    expect(posted).toMatchObject({ pay: { amount: 243_750, currency: 'SAR', basis: 'JOB' }, salary: 650 });
  });

  it("reads the spec's salary alone as US dollars per hour", async () => {
    const organization = await onboardedOrganization(t);
    const posted = await postJob(t, organization.headers, { salary: 1250.5 });
    const detail = (await get(`/jobs/${posted.id}`, organization.headers)).json().data;
    expect(detail).toMatchObject({
      pay: { amount: 125_050, currency: 'USD', basis: 'HOUR' },
      salary: 1250.5,
    });
  });

  it('refuses a pay it cannot read, saying what is wrong, in the caller’s language', async () => {
    const organization = await onboardedOrganization(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ pay: { amount: 150_000, currency: 'SAR', basis: 'DAY' } }, 'Send pay or salary, not both.'],
      [{ salary: undefined }, 'Pay is required.'],
      [withPay(150_000, 'EUR', 'DAY'), 'Currency must be SAR or USD.'],
      [withPay(150_000, 'SAR', 'WEEK'), 'Pay must be per hour, per day or for the whole job.'],
      [withPay(0, 'SAR', 'DAY'), 'Pay must be greater than 0.'],
      [
        withPay(1500.5, 'SAR', 'DAY'),
        'Pay is sent in halalas or cents, as a whole number (150000 is 1,500).',
      ],
      [withPay(100_000_001, 'USD', 'JOB'), 'Pay must be at most 1,000,000.'],
      [{ pay: { amount: 100, basis: 'DAY', per: 'month' }, salary: undefined }, 'Unknown field: per.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/jobs`,
        headers: organization.headers,
        payload: await jobBody(t, organization.headers, overrides),
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, message).toContain(message);
    }
    const arabic = await t.app.inject({
      method: 'POST',
      url: `${API}/jobs`,
      headers: { ...organization.headers, 'accept-language': 'ar' },
      payload: await jobBody(t, organization.headers, withPay(150_000, 'SAR', 'MONTH')),
    });
    expect(arabic.json().message).toContain('يجب أن يكون الأجر بالساعة أو باليوم أو عن العمل كاملًا.');
  });
});

describe("Explore's pay filter", () => {
  it('compares pay across currencies at 3.75 riyals to the dollar, on every path', async () => {
    const organization = await onboardedOrganization(t);
    const posted: Record<string, string> = {};
    const jobs = [
      ['riyals', 150_000, 'SAR', 'DAY'], // SAR 1,500
      ['dollars', 40_000, 'USD', 'DAY'], // $400 = SAR 1,500
      ['cheaper', 39_999, 'USD', 'DAY'], // $399.99 = SAR 1,499.96
      ['hourly', 30_000, 'USD', 'HOUR'], // $300 = SAR 1,125
      ['whole', 2_000_000, 'SAR', 'JOB'], // SAR 20,000
    ] as const;
    for (const [name, amount, currency, basis] of jobs) {
      posted[name] = (
        await postJob(t, organization.headers, withPay(amount, currency, basis, `Runway ${name}`))
      ).id;
      t.clock.advance(1000);
    }
    const ids = (names: string[]) => names.map((name) => posted[name]);
    const talent = await onboardedTalent(t);
    const found = async (query: string) =>
      ((await get(`/jobs?${query}`, talent.headers)).json().data.items as { id: string }[]).map(
        (job) => job.id,
      );

    expect(await found('filter[minPay]=150000')).toEqual(ids(['whole', 'dollars', 'riyals']));
    expect(await found('filter[minPay]=150000&filter[maxPay]=150000')).toEqual(ids(['dollars', 'riyals']));
    expect(await found('filter[maxPay]=149996')).toEqual(ids(['hourly', 'cheaper']));
    expect(await found('filter[payBasis]=DAY&filter[minPay]=112500')).toEqual(
      ids(['cheaper', 'dollars', 'riyals']),
    );
    expect(await found('filter[payBasis]=HOUR&filter[jobCategory]=MODEL')).toEqual(ids(['hourly']));
    expect(await found('filter[searchKey]=runway&filter[minPay]=150001')).toEqual(ids(['whole']));

    const filter = { searchKey: 'runway', minPay: 150_000, maxPay: 150_000, payBasis: 'DAY' };
    for (const plan of plansFor('runway')) {
      const { ids: page } = await jobsPageOnPlan(t, plan, filter, { page: 1 }, 15);
      expect(page, JSON.stringify(plan)).toEqual(ids(['dollars', 'riyals']));
    }
    // Without a search (the plan is not asked), a numbered page past the first takes its keys
    // from the filtered rows too.
    const second = await jobsPageOnPlan(t, { path: 'scan' }, { minPay: 150_000 }, { page: 2 }, 1);
    expect(second.ids).toEqual(ids(['dollars']));
  });

  it('says which bound it cannot read', async () => {
    const talent = await onboardedTalent(t);
    const response = await get('/jobs?filter[minPay]=-1', talent.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('filter[minPay] must be a whole number from 0 to 375000000.');
    const basis = await get('/jobs?filter[payBasis]=WEEK', talent.headers);
    expect(basis.json().message).toContain('filter[payBasis] must be one of HOUR, DAY, JOB.');
  });
});
