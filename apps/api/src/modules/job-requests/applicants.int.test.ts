import { ApplicantSchema, pageOf } from '@casting/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { individuals } from '../../db/schema/individuals';
import { jobRequests } from '../../db/schema/job-requests';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, chatTexts, jobWithApplicants } from '../../../test/hiring';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const ApplicantsPage = pageOf(ApplicantSchema);
const TITLE = 'Runway models for Riyadh Fashion Week';

describe("a job's applicants", () => {
  it('come newest first as cards with the cover letter, stars and a model’s measurements; filtered by state and shortlist, sorted by rating', async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 3);
    const [oldest, middle, newest] = talents;
    if (oldest === undefined || middle === undefined || newest === undefined) throw new Error('no talents');
    const list = async (query = '') =>
      ApplicantsPage.parse(
        (await call(t, 'GET', `/jobs/${job.id}/job-requests${query}`, organization.headers)).json().data,
      );

    const all = await list();
    expect(all.items.map((item) => item.id)).toEqual([newest.requestId, middle.requestId, oldest.requestId]);
    expect(all.items[2]).toMatchObject({
      requestStatus: 'PENDING',
      shortlisted: false,
      coverLetter: 'Cover letter 1',
      chatId: oldest.chatId,
      talent: {
        id: oldest.individualId,
        role: 'MODEL',
        stars: 0,
        measurements: { height: 172, bust: 84, waist: 62, hips: 88 },
      },
    });

    const shortlisted = await call(
      t,
      'PATCH',
      `/job-requests/${middle.requestId}/shortlist`,
      organization.headers,
      {
        shortlisted: true,
      },
    );
    expect(shortlisted.json().data).toEqual({ id: middle.requestId, shortlisted: true });
    expect((await list('?filter[shortlisted]=true')).items.map((item) => item.id)).toEqual([
      middle.requestId,
    ]);
    expect((await list('?filter[shortlisted]=false')).items).toHaveLength(2);

    await call(t, 'PATCH', `/jobs/${job.id}/accept`, organization.headers, { requestId: newest.requestId });
    expect((await list('?filter[status]=APPROVED')).items.map((item) => item.id)).toEqual([newest.requestId]);
    expect((await list('?filter[status]=PENDING')).items).toHaveLength(2);

    const picture = '3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f';
    await t.db.db
      .update(individuals)
      .set({
        ratingSum: 9,
        ratingCount: 2,
        specialtyInfo: sql`jsonb_set(specialty_info, '{profilePicture}', ${JSON.stringify(`${picture}.webp`)}::jsonb)`,
      })
      .where(eq(individuals.id, oldest.individualId));
    const byRating = await list('?sort=rating');
    expect(byRating.items.map((item) => item.id)).toEqual([
      oldest.requestId,
      newest.requestId,
      middle.requestId,
    ]);
    expect(byRating.items[0]?.talent).toMatchObject({
      stars: 4.5,
      profilePicture: `/media/${picture}-thumb.webp`,
    });
    const raw = (await call(t, 'GET', `/jobs/${job.id}/job-requests`, organization.headers)).body;
    expect(raw.match(/"stars"/g), 'each card names its stars once').toHaveLength(3);

    const paged = await list('?paginate[limit]=2&paginate[page]=2');
    expect(paged).toMatchObject({
      items: [{ id: oldest.requestId }],
      meta: { page: 2, limit: 2, hasMore: false },
    });
    expect(await list('?paginate[limit]=2')).toMatchObject({
      items: [{ id: newest.requestId }, { id: middle.requestId }],
      meta: { page: 1, limit: 2, hasMore: true },
    });
    expect(
      (await list('?sort=rating&paginate[limit]=1&paginate[page]=2')).items.map((item) => item.id),
    ).toEqual([newest.requestId]);
    expect(await list('?filter[status]=FINISHED')).toEqual({
      items: [],
      meta: { page: 1, limit: 15, hasMore: false },
    });
    expect(
      (await call(t, 'GET', `/jobs/${job.id}/job-requests?sort=oldest`, organization.headers)).statusCode,
    ).toBe(400);
  });

  it('belong to the job’s organization alone: anyone else gets 404', async () => {
    const { job, talents } = await jobWithApplicants(t, 1);
    const other = await onboardedOrganization(t);
    const talent = talents[0];
    if (talent === undefined) throw new Error('no talent');
    for (const headers of [other.headers, talent.headers]) {
      expect((await call(t, 'GET', `/jobs/${job.id}/job-requests`, headers)).statusCode).toBe(404);
      const mark = await call(t, 'PATCH', `/job-requests/${talent.requestId}/shortlist`, headers, {
        shortlisted: true,
      });
      expect(mark.statusCode).toBe(404);
    }
    expect(
      (await call(t, 'PATCH', `/jobs/${job.id}/reject`, other.headers, { requestId: talent.requestId }))
        .statusCode,
    ).toBe(404);
  });

  it('declines with the lifecycle’s message and the organization’s own short one, once', async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 1);
    const talent = talents[0];
    if (talent === undefined) throw new Error('no talent');
    const declined = await call(t, 'PATCH', `/jobs/${job.id}/reject`, organization.headers, {
      requestId: talent.requestId,
      message: '  We went with a taller look this time.  ',
    });
    expect(declined.json().data).toEqual({ id: talent.requestId, requestStatus: 'REJECTED' });
    expect((await chatTexts(t, talent.headers, talent.chatId)).slice(0, 2)).toEqual([
      'We went with a taller look this time.',
      `The request for "${TITLE}" was declined.`,
    ]);
    const again = await call(t, 'PATCH', `/jobs/${job.id}/reject`, organization.headers, {
      requestId: talent.requestId,
    });
    expect(again.statusCode).toBe(409);
    const tooLong = await call(t, 'PATCH', `/jobs/${job.id}/reject`, organization.headers, {
      requestId: talent.requestId,
      message: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('leaves out invitations not answered yet, unless asked for by state', async () => {
    const { organization, job } = await jobWithApplicants(t, 1);
    const invited = await onboardedTalent(t);
    await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
      individualId: invited.individualId,
    });
    const all = (await call(t, 'GET', `/jobs/${job.id}/job-requests`, organization.headers)).json().data
      .items;
    expect(all).toHaveLength(1);
    const invitations = (
      await call(t, 'GET', `/jobs/${job.id}/job-requests?filter[status]=INVITED`, organization.headers)
    ).json().data.items;
    expect(invitations).toMatchObject([
      { requestStatus: 'INVITED', coverLetter: '', talent: { id: invited.individualId } },
    ]);
    expect(
      (await call(t, 'GET', `/jobs/${job.id}/job-requests/count`, organization.headers)).json().data.count,
    ).toBe(1);
  });

  it('carry Arabic and emoji as JSON escapes, in an ASCII page that reads back as they were written', async () => {
    const { organization, job, talents } = await jobWithApplicants(t, 1);
    const talent = talents[0];
    if (talent === undefined) throw new Error('no talent');
    await t.db.db
      .update(individuals)
      .set({ firstName: 'عائشة 🌟', lastName: 'العُتيبي' })
      .where(eq(individuals.id, talent.individualId));
    await t.db.db
      .update(jobRequests)
      .set({ coverLetter: 'أتشرف بالتقديم — "جاهزة" 👗\n' })
      .where(eq(jobRequests.id, talent.requestId));
    const response = await call(t, 'GET', `/jobs/${job.id}/job-requests`, organization.headers);
    expect(response.body).toMatch(/^[\x20-\x7e]*$/);
    expect(ApplicantsPage.parse(response.json().data).items[0]).toMatchObject({
      coverLetter: 'أتشرف بالتقديم — "جاهزة" 👗\n',
      talent: { firstName: 'عائشة 🌟', lastName: 'العُتيبي', fullName: 'عائشة 🌟 العُتيبي' },
    });
  });
});
