import { IndividualCardSchema } from '@casting/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import { plansFor } from '../../test/search-plans';
import { jobsPageOnPlan } from '../../test/search-plans';
import { createIndividualsList } from '../modules/profiles/individuals-list.repo';
import type { SearchPlan } from './search-path';
import { normalizeSearchText } from './search-normal';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('search as Saudis type Arabic', () => {
  it('normalizes text alike in SQL (stored columns) and in TypeScript (queries)', async () => {
    const samples = [
      'أحمد إبراهيم آمنة ٱلله',
      'مصطفى لؤي هانئ مكة',
      'مُحَمَّدٌ سـالم',
      'ـــ',
      'Ahmed KHAN Élodie',
      'أً إٍ آَ ٱُ ىِ ةّ ؤْ ئٰ',
      '50% off_ \\ عرض',
    ];
    for (const sample of samples) {
      const [row] = await t.db.db
        .select({ normal: sql<string>`search_normal(${sample})` })
        .from(sql`(select 1) as one`);
      expect(row?.normal, sample).toBe(normalizeSearchText(sample));
    }
    expect(normalizeSearchText('أإآٱ ى ة ؤ ئ ـ َ')).toBe('اااا ي ه و ي  ');
  });

  it('finds talent names whatever the alef, taa marbuta, yaa, hamza seat, tashkeel or tatweel, on every search path', async () => {
    const talent = {
      ahmed: { firstName: 'أحمد', lastName: 'إبراهيم' },
      amna: { firstName: 'آمنة', lastName: 'مصطفى' },
      luay: { firstName: 'لؤي', lastName: 'هانئ' },
      mohammed: { firstName: 'مُحَمَّد', lastName: 'سـالم' },
      latin: { firstName: 'Ahmed', lastName: 'Khan' },
    };
    for (const person of Object.values(talent)) {
      await onboardedTalent(t, 'PHOTOGRAPHER', person);
      t.clock.advance(1000);
    }
    const fullName = (person: { firstName: string; lastName: string }) =>
      `${person.firstName} ${person.lastName}`;
    const cases: [string, (typeof talent)[keyof typeof talent][]][] = [
      ['احمد', [talent.ahmed]],
      ['ٱحمد', [talent.ahmed]],
      ['ابراهيم', [talent.ahmed]],
      ['امنه', [talent.amna]],
      ['امنة', [talent.amna]],
      ['مصطفي', [talent.amna]],
      ['لوي', [talent.luay]],
      ['هاني', [talent.luay]],
      ['محمد', [talent.mohammed]],
      ['مُحمّد', [talent.mohammed]],
      ['سالم', [talent.mohammed]],
      ['ســالم', [talent.mohammed]],
      ['AHMED', [talent.latin]],
    ];
    const listBy = (plan: SearchPlan) => createIndividualsList(t.db.db, () => Promise.resolve(plan));
    for (const [query, expected] of cases) {
      for (const plan of plansFor(normalizeSearchText(query))) {
        const rows = await listBy(plan)({ searchKey: query }, { page: 1 }, 16, 16);
        expect(
          rows.map((row) => IndividualCardSchema.parse(JSON.parse(row.card)).fullName),
          `${query} ${JSON.stringify(plan)}`,
        ).toEqual(expected.map(fullName));
      }
    }
    const organization = await onboardedOrganization(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/individuals?filter[searchKey]=${encodeURIComponent('احمد')}`,
      headers: organization.headers,
    });
    expect(response.json().data.items.map((card: { fullName: string }) => card.fullName)).toEqual([
      fullName(talent.ahmed),
    ]);
  });

  it('finds jobs by title, description and tags the same way, on every search path', async () => {
    const { headers } = await onboardedOrganization(t);
    const mecca = await postJob(t, headers, {
      title: 'تصوير إعلان في مكة',
      description: 'جلسة تصوير لمدة يومين مع فريق الإنتاج.',
    });
    t.clock.advance(1000);
    const jeddah = await postJob(t, headers, {
      title: 'مونتاج فيديو في جدة',
      description: 'مُونْتَاج فيلم قصير لمؤسسة ثقافية.',
    });
    const cases: [string, string[]][] = [
      ['مكه', [mecca.id]],
      ['مكة', [mecca.id]],
      ['اعلان', [mecca.id]],
      ['مونتاج', [jeddah.id]],
      ['موسسه', [jeddah.id]],
      ['فيـديو', [jeddah.id]],
      ['فِي', [jeddah.id, mecca.id]],
    ];
    for (const [query, expected] of cases) {
      for (const plan of plansFor(normalizeSearchText(query))) {
        const { ids } = await jobsPageOnPlan(t, plan, { searchKey: query }, { page: 1 }, 16);
        expect(ids, `${query} ${JSON.stringify(plan)}`).toEqual(expected);
      }
    }
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/jobs?filter[searchKey]=${encodeURIComponent('مكه')}`,
      headers,
    });
    expect(response.json().data.items.map((card: { id: string }) => card.id)).toEqual([mecca.id]);
  });
});
