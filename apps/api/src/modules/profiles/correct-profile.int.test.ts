import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { specialtyInfo } from '../../../test/profiles';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${API}${url}`, headers });
const patchMe = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${API}/individuals/me`, headers, payload });

describe("correcting the experience form's answers (issue 36)", () => {
  it('shows the answers to their owner only, and saves each one edited', async () => {
    const talent = await onboardedTalent(t, 'EDITOR');
    const organization = await onboardedOrganization(t);
    const own = (await get(`/individuals/${talent.individualId}`, talent.headers)).json().data;
    expect(own.experienceAnswers).toEqual({
      socialAccount: 'https://instagram.com/someone',
      yearsOfExperience: 8,
      availableForTravel: true,
      legallyWorking: true,
      hasTattoos: false,
    });
    const seen = (await get(`/individuals/${talent.individualId}`, organization.headers)).json().data;
    expect(seen.experienceAnswers).toBeNull();

    const response = await patchMe(talent.headers, {
      yearsOfExperience: 11,
      socialAccount: 'tiktok.com/@someone',
      hasTattoos: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.experienceAnswers).toEqual({
      socialAccount: 'https://tiktok.com/@someone',
      yearsOfExperience: 11,
      availableForTravel: true,
      legallyWorking: true,
      hasTattoos: true,
    });
    await patchMe(talent.headers, { availableForTravel: false, legallyWorking: false });
    expect(
      (await get(`/individuals/${talent.individualId}`, talent.headers)).json().data.experienceAnswers,
    ).toMatchObject({ availableForTravel: false, legallyWorking: false, hasTattoos: true });
  });

  it('holds the answers to the experience form rules and wording', async () => {
    const talent = await onboardedTalent(t);
    const cases = [
      [{ yearsOfExperience: -1 }, 'Please answer all questions.'],
      [{ yearsOfExperience: 2.5 }, 'Please answer all questions.'],
      [{ yearsOfExperience: 200 }, 'Please answer all questions.'],
      [{ hasTattoos: 'yes' }, 'Please answer all questions.'],
      [{ legallyWorking: null }, 'Please answer all questions.'],
      [{ socialAccount: 'not a link' }, 'Please enter a valid URL or email address.'],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await patchMe(talent.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await patchMe(talent.headers, { holdingBachelors: true })).statusCode).toBe(400);
  });

  it('keeps the years that Fashion, Athlete and Tourism hold in their specialty info in step', async () => {
    const talent = await onboardedTalent(t, 'TOURISM');
    const read = async () => (await get(`/individuals/${talent.individualId}`, talent.headers)).json().data;
    expect((await read()).specialtyInfo.yearsofExperience).toBe(8);
    await patchMe(talent.headers, { yearsOfExperience: 12 });
    expect((await read()).specialtyInfo.yearsofExperience).toBe(12);
    // A spec client sends its fixed 1 with the info: the answer stays.
    const info = { ...(await specialtyInfo(t, talent.headers, 'TOURISM')), yearsofExperience: 1 };
    expect((await patchMe(talent.headers, { specialtyInfo: info })).statusCode).toBe(200);
    expect(await read()).toMatchObject({
      specialtyInfo: { yearsofExperience: 12 },
      experienceAnswers: { yearsOfExperience: 12 },
    });
  });
});

describe('correcting specialty info for every specialty (issue 36)', () => {
  it("saves a tour guide's corrected answers and checks them with the onboarding rules", async () => {
    const talent = await onboardedTalent(t, 'TOURISM');
    const info = await specialtyInfo(t, talent.headers, 'TOURISM');
    const response = await patchMe(talent.headers, {
      specialtyInfo: { ...info, currentOrMostRecentEmployer: 'Diriyah Gate', license: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.specialtyInfo).toMatchObject({
      currentOrMostRecentEmployer: 'Diriyah Gate',
      license: false,
    });
    const empty = await patchMe(talent.headers, {
      specialtyInfo: { ...info, currentOrMostRecentEmployer: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Current or most recent employer is required.');
    const unknownChoice = await patchMe(talent.headers, {
      specialtyInfo: { ...info, specializations: ['Space Tourism'] },
    });
    expect(unknownChoice.statusCode).toBe(400);
  });

  it('holds an athlete and an artist to their onboarding limits of three choices', async () => {
    for (const [role, field, values] of [
      ['ATHLETE', 'category', ['PROFESSIONAL_ATHLETE', 'COACH_TRAINER', 'FITNESS_BLOGGER', 'BODY_BUILDER']],
      [
        'ARTIST',
        'expertise',
        ['REALISM_HYPERREALISM', 'ABSTRACT_EXPRESSIONISM', 'SURREALISM_FANTASY', 'PORTRAITS'],
      ],
    ] as const) {
      const talent = await onboardedTalent(t, role);
      const info = await specialtyInfo(t, talent.headers, role);
      const response = await patchMe(talent.headers, { specialtyInfo: { ...info, [field]: values } });
      expect(response.statusCode, role).toBe(400);
      expect(response.json().message).toContain('You can select up to 3 options.');
    }
  });
});
