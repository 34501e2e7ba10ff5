import { IndividualCardSchema } from '@casting/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import type { SearchPlan } from '../../lib/search-path';
import { plansFor } from '../../../test/search-plans';
import { createIndividualsList, type IndividualFilter } from './individuals-list.repo';

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

describe('listing talent', () => {
  it('shows visible talent of a specialty, newest first, with the card fields', async () => {
    await onboardedTalent(t, 'MODEL', { firstName: 'Lina', lastName: 'Saud' });
    t.clock.advance(1000);
    await onboardedTalent(t, 'MODEL', {
      firstName: 'Yousef',
      lastName: 'Harthi',
      specialtyInfo: { gender: 'MALE' },
    });
    await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Omar', lastName: 'Zahrani' });
    expect(await names('filter[individualCategory]=MODEL')).toEqual(['Yousef Harthi', 'Lina Saud']);
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/individuals?filter[individualCategory]=MODEL`,
      headers,
    });
    expect(response.json().data.items[0]).toMatchObject({
      role: 'MODEL',
      nationality: 'SA',
      profilePicture: expect.stringMatching(/-thumb\.webp$/) as string,
      modelAttributes: { gender: 'MALE', hairColorEnum: 'BLACK', shoeSize: 38, dressSize: 12 },
    });
    const photographer = await t.app.inject({
      method: 'GET',
      url: `${API}/individuals?filter[individualCategory]=PHOTOGRAPHER`,
      headers,
    });
    expect(photographer.json().data.items[0]).toMatchObject({ modelAttributes: null, nationality: null });
    for (const card of [...response.json().data.items, ...photographer.json().data.items])
      expect(IndividualCardSchema.parse(card)).toEqual(card);
  });

  it('applies the model filters', async () => {
    await onboardedTalent(t, 'MODEL', { firstName: 'Lina', lastName: 'Saud' });
    await onboardedTalent(t, 'MODEL', {
      firstName: 'Yousef',
      lastName: 'Harthi',
      specialtyInfo: {
        gender: 'MALE',
        hairColorEnum: 'BROWN',
        eyeColorEnum: 'HAZEL',
        skinToneEnum: 'LIGHT',
        shoeSize: 44,
        dressSize: 16,
      },
    });
    const base = 'filter[individualCategory]=MODEL';
    expect(await names(`${base}&filter[gender]=FEMALE`)).toEqual(['Lina Saud']);
    expect(await names(`${base}&filter[hairColor]=BROWN`)).toEqual(['Yousef Harthi']);
    expect(await names(`${base}&filter[eyeColor]=HAZEL&filter[skinTone]=LIGHT`)).toEqual(['Yousef Harthi']);
    expect(await names(`${base}&filter[shoeSize]=38`)).toEqual(['Lina Saud']);
    expect(await names(`${base}&filter[dressSize]=16`)).toEqual(['Yousef Harthi']);
    expect(await names(`${base}&filter[gender]=OTHER`)).toEqual([]);
  });

  it('searches names in any case, in Arabic, with % _ and \\ taken literally', async () => {
    await onboardedTalent(t, 'EDITOR', { firstName: 'Sara', lastName: 'Otaibi' });
    await onboardedTalent(t, 'EDITOR', { firstName: 'نورة', lastName: 'الحربي' });
    await onboardedTalent(t, 'EDITOR', { firstName: 'Per%cent', lastName: 'Under_score' });
    expect(await names('filter[searchKey]=sARa')).toEqual(['Sara Otaibi']);
    expect(await names(`filter[searchKey]=${encodeURIComponent('الحربي')}`)).toEqual(['نورة الحربي']);
    expect(await names(`filter[searchKey]=${encodeURIComponent('%')}`)).toEqual(['Per%cent Under_score']);
    expect(await names(`filter[searchKey]=${encodeURIComponent('c_n')}`)).toEqual([]);
    expect(await names(`filter[searchKey]=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('leaves out hidden talent', async () => {
    const hidden = await onboardedTalent(t, 'EDITOR', { firstName: 'Hidden', lastName: 'Person' });
    await onboardedTalent(t, 'EDITOR', { firstName: 'Shown', lastName: 'Person' });
    await t.app.inject({
      method: 'PATCH',
      url: `${API}/individuals/me`,
      headers: hidden.headers,
      payload: { isVisible: false },
    });
    expect(await names('filter[searchKey]=person')).toEqual(['Shown Person']);
  });

  it('pages within bounds', async () => {
    for (const name of ['Alpha', 'Bravo', 'Charlie'])
      await onboardedTalent(t, 'EDITOR', { firstName: name, lastName: 'Test' });
    const page = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `${API}/individuals?${query}`, headers })).json().data;
    const first = await page('paginate[limit]=2');
    expect(first.items).toHaveLength(2);
    expect(first.meta).toEqual({
      page: 1,
      limit: 2,
      hasMore: true,
      nextCursor: expect.any(String) as string,
    });
    const second = await page('paginate[limit]=2&paginate[page]=2');
    expect(second.items).toHaveLength(1);
    expect(second.meta.hasMore).toBe(false);
    // Numbered pages past the first read their keys from an index alone, in the cursors' order.
    const ids = (data: { items: { id: string }[] }) => data.items.map((card) => card.id);
    for (const filter of ['', 'filter[individualCategory]=EDITOR&']) {
      const byNumber = [];
      const byCursor = [];
      let cursor = '';
      for (const number of [1, 2, 3]) {
        byNumber.push(...ids(await page(`${filter}paginate[limit]=1&paginate[page]=${String(number)}`)));
        const next = await page(`${filter}paginate[limit]=1${cursor}`);
        byCursor.push(...ids(next));
        cursor = `&paginate[cursor]=${encodeURIComponent(String(next.meta.nextCursor))}`;
      }
      expect(byNumber, filter).toEqual(byCursor);
      expect(new Set(byNumber).size, filter).toBe(3);
    }
    expect((await page('paginate[limit]=3')).meta.hasMore).toBe(false);
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `${API}/individuals?paginate[limit]=999`,
      headers,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toEqual(['paginate[limit] must be a whole number from 1 to 50.']);
  });

  it("shows a profile's edits on its card", async () => {
    const model = await onboardedTalent(t, 'MODEL', { firstName: 'Lina', lastName: 'Saud' });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${API}/individuals/me`,
      headers: model.headers,
      payload: {
        specialtyInfo: {
          ...(
            await t.app.inject({
              method: 'GET',
              url: `${API}/individuals/${model.individualId}`,
              headers: model.headers,
            })
          ).json<{ data: { specialtyInfo: Record<string, unknown> } }>().data.specialtyInfo,
          gender: 'OTHER',
          shoeSize: 41,
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/individuals?filter[gender]=OTHER`,
      headers,
    });
    expect(response.json().data.items).toEqual([
      expect.objectContaining({
        fullName: 'Lina Saud',
        modelAttributes: expect.objectContaining({ gender: 'OTHER', shoeSize: 41 }) as object,
      }),
    ]);
  });
});

describe('the two search paths', () => {
  it('give the same pages: the ordered scan and the trigram index', async () => {
    const people: { name: string; role: 'MODEL' | 'EDITOR'; gender?: string; visible: boolean }[] = [
      { name: 'Sara Alharbi', role: 'EDITOR', visible: true },
      { name: 'Noura Alharbi', role: 'MODEL', gender: 'FEMALE', visible: true },
      { name: 'Hidden Alharbi', role: 'MODEL', gender: 'FEMALE', visible: false },
      { name: 'Omar Quraishi', role: 'MODEL', gender: 'MALE', visible: true },
      { name: 'Per%cent Al_harbi', role: 'EDITOR', visible: true },
    ];
    for (const person of people) {
      const [firstName = '', lastName = ''] = person.name.split(' ');
      const talent = await onboardedTalent(t, person.role, {
        firstName,
        lastName,
        ...(person.gender === undefined ? {} : { specialtyInfo: { gender: person.gender } }),
      });
      if (!person.visible)
        await t.app.inject({
          method: 'PATCH',
          url: `${API}/individuals/me`,
          headers: talent.headers,
          payload: { isVisible: false },
        });
      t.clock.advance(1000);
    }
    const newestFirst = people.filter((person) => person.visible).reverse();
    const listBy = (plan: SearchPlan) => createIndividualsList(t.db.db, () => Promise.resolve(plan));
    const filters: IndividualFilter[] = [
      {},
      { role: 'MODEL' },
      { role: 'MODEL', gender: 'FEMALE' },
      { role: 'EDITOR' },
    ];
    for (const fragment of ['alharbi', 'HARBI', 'a', 'quraishi', '%', 'al_h', 'l_h', 'zzz'])
      for (const filter of filters)
        for (const [limit, offset] of [
          [16, 0],
          [1, 0],
          [1, 1],
          [2, 2],
        ] as const) {
          const matching = newestFirst
            .filter(
              (person) =>
                person.name.toLowerCase().includes(fragment.toLowerCase()) &&
                (filter.role === undefined || person.role === filter.role) &&
                (filter.gender === undefined || person.gender === filter.gender),
            )
            .map((person) => person.name);
          for (const plan of plansFor(fragment.toLowerCase())) {
            const list = listBy(plan);
            const what = `${JSON.stringify(plan)} ${fragment} ${JSON.stringify(filter)} ${String(limit)}+${String(offset)}`;
            const rows = await list(
              { ...filter, searchKey: fragment },
              { page: offset / limit + 1 },
              limit,
              limit,
            );
            const names = rows.map((row) => IndividualCardSchema.parse(JSON.parse(row.card)).fullName);
            expect(names, what).toEqual(matching.slice(offset, offset + limit));
            const last = rows.at(-1);
            if (last === undefined) continue;
            // The page after it, read from its last row's cursor.
            const next = await list(
              { ...filter, searchKey: fragment },
              { cursor: last.cursor },
              limit,
              limit,
            );
            expect(
              next.map((row) => IndividualCardSchema.parse(JSON.parse(row.card)).fullName),
              `${what} by cursor`,
            ).toEqual(matching.slice(offset + limit, offset + 2 * limit));
          }
        }
  });
});
