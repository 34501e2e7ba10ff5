import { IndividualCardSchema } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { plansFor } from '../../../test/search-plans';
import { createIndividualsList } from './individuals-list.repo';

let t: TestApp;
let headers: Record<string, string>;

beforeEach(async () => {
  t = await buildTestApp();
  headers = (await onboardedOrganization(t)).headers;
});

afterEach(async () => {
  await t.close();
});

async function names(query: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `${API}/individuals?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.items as { fullName: string }[]).map((card) => card.fullName);
}

const search = (fragment: string) => names(`filter[searchKey]=${encodeURIComponent(fragment)}`);

function setOtherScriptName(talentHeaders: Record<string, string>, otherScriptName: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: `${API}/individuals/me`,
    headers: talentHeaders,
    payload: { otherScriptName },
  });
}

describe("a talent's name in the other script", () => {
  it('is shown on the profile and found by a search in either script, on both search paths', async () => {
    const faisal = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Faisal', lastName: 'Al-Harbi' });
    t.clock.advance(1000);
    await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Faisal', lastName: 'Nasser' });
    expect(await search('فيصل')).toEqual([]);

    const saved = await setOtherScriptName(faisal.headers, '  فَيْصَل الحربي ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.otherScriptName).toBe('فَيْصَل الحربي');
    const profile = await t.app.inject({
      method: 'GET',
      url: `${API}/individuals/${faisal.individualId}`,
      headers,
    });
    expect(profile.json().data).toMatchObject({
      fullName: 'Faisal Al-Harbi',
      otherScriptName: 'فَيْصَل الحربي',
    });

    expect(await search('فيصل')).toEqual(['Faisal Al-Harbi']);
    expect(await search('الحربي')).toEqual(['Faisal Al-Harbi']);
    expect(await search('faisal')).toEqual(['Faisal Nasser', 'Faisal Al-Harbi']);
    for (const plan of plansFor('فيصل')) {
      const rows = await createIndividualsList(t.db.db, () => Promise.resolve(plan))(
        { searchKey: 'فيصل' },
        { page: 1 },
        16,
        16,
      );
      expect(
        rows.map((row) => IndividualCardSchema.parse(JSON.parse(row.card)).fullName),
        JSON.stringify(plan),
      ).toEqual(['Faisal Al-Harbi']);
    }

    expect((await setOtherScriptName(faisal.headers, '')).json().data.otherScriptName).toBeNull();
    expect(await search('فيصل')).toEqual([]);
  });

  it('is one line with letters, and optional', async () => {
    const talent = await onboardedTalent(t, 'EDITOR', { firstName: 'نورة', lastName: 'الحربي' });
    const twoLines = await setOtherScriptName(talent.headers, 'Noura\nAlharbi');
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().message).toEqual([
      'Name in the other script must not contain line breaks or control characters.',
    ]);
    expect((await setOtherScriptName(talent.headers, '123')).statusCode).toBe(400);
    expect((await setOtherScriptName(talent.headers, 'Noura Alharbi')).statusCode).toBe(200);
    expect(await search('noura')).toEqual(['نورة الحربي']);
    expect((await setOtherScriptName(talent.headers, null)).json().data.otherScriptName).toBeNull();
  });
});

describe('number filters typed in Arabic-Indic or Persian digits', () => {
  it('read as Western digits', async () => {
    await onboardedTalent(t, 'MODEL', { firstName: 'Lina', lastName: 'Saud' });
    await onboardedTalent(t, 'MODEL', {
      firstName: 'Yousef',
      lastName: 'Harthi',
      specialtyInfo: { gender: 'MALE', shoeSize: 44, dressSize: 16 },
    });
    const base = 'filter[individualCategory]=MODEL';
    expect(await names(`${base}&filter[shoeSize]=${encodeURIComponent('٣٨')}`)).toEqual(['Lina Saud']);
    expect(await names(`${base}&filter[dressSize]=${encodeURIComponent('۱۶')}`)).toEqual(['Yousef Harthi']);
    expect(
      await names(
        `${base}&paginate[page]=${encodeURIComponent('٢')}&paginate[limit]=${encodeURIComponent('١')}`,
      ),
    ).toEqual(['Lina Saud']);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `${API}/individuals?${base}&filter[shoeSize]=${encodeURIComponent('٣٨ب')}`,
      headers,
    });
    expect(wrong.statusCode).toBe(400);
  });
});
