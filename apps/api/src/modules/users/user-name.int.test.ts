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

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const rename = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${API}/users/me/name`, headers, payload });

async function searched(headers: Record<string, string>, searchKey: string): Promise<string[]> {
  const response = await get(`/individuals?filter[searchKey]=${encodeURIComponent(searchKey)}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { fullName: string }[]).map((card) => card.fullName);
}

describe("correcting the account holder's name", () => {
  it("renames a talent everywhere: the status, the profile, the cards, the search and the organization's chat", async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t, 'TOURISM', { firstName: 'Wafiq', lastName: 'Qasimi' });
    await apply(t, talent.headers, await postJob(t, organization.headers));

    const response = await rename(talent.headers, { firstName: '  Wafeeq ', lastName: 'Al-Qasimi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Wafeeq',
      lastName: 'Al-Qasimi',
      individual: { fullName: 'Wafeeq Al-Qasimi' },
    });
    expect(
      (await get(`/individuals/${talent.individualId}`, organization.headers)).json().data,
    ).toMatchObject({ firstName: 'Wafeeq', lastName: 'Al-Qasimi', fullName: 'Wafeeq Al-Qasimi' });
    expect(await searched(organization.headers, 'wafeeq')).toEqual(['Wafeeq Al-Qasimi']);
    expect(await searched(organization.headers, 'Wafiq')).toEqual([]);
    expect((await get('/chats', organization.headers)).json().data.items[0].friend.name).toBe(
      'Wafeeq Al-Qasimi',
    );
  });

  it("renames an organization's account holder, leaving the organization's name as it is", async () => {
    const organization = await onboardedOrganization(t);
    const response = await rename(organization.headers, { firstName: 'Haifa', lastName: 'Mutairi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Haifa',
      lastName: 'Mutairi',
      organization: { name: 'Najd Studio' },
    });
    expect((await get('/users/me', organization.headers)).json().data).toMatchObject({
      firstName: 'Haifa',
      lastName: 'Mutairi',
    });
  });

  it('holds the names to the sign-up rules, with the sign-up wording, in English and Arabic', async () => {
    const talent = await onboardedTalent(t);
    const cases = [
      [{ firstName: 'Al', lastName: 'Qasimi' }, 'First name must be at least 3 characters.'],
      [{ firstName: 'Wafeeq', lastName: ' ' }, 'Last name is required.'],
      [{ firstName: '1234', lastName: 'Qasimi' }, 'First name must include letters.'],
      [{ firstName: 'Wafeeq' }, 'Last name is required.'],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await rename(talent.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const arabic = await t.app.inject({
      method: 'PATCH',
      url: `${API}/users/me/name`,
      headers: { ...talent.headers, 'accept-language': 'ar' },
      payload: { firstName: 'Al', lastName: 'Qasimi' },
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().message[0]).toMatch(/[\u0600-\u06FF]/u);
    const extra = await rename(talent.headers, { firstName: 'Wafeeq', lastName: 'Qasimi', fullName: 'X Y' });
    expect(extra.statusCode).toBe(400);
    expect((await get('/users/me', talent.headers)).json().data.firstName).toBe('Noura');
  });

  it('needs a session', async () => {
    expect((await rename({}, { firstName: 'Wafeeq', lastName: 'Qasimi' })).statusCode).toBe(401);
  });
});
