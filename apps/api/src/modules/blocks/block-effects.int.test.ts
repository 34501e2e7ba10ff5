import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { apply, postJob } from '../../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

type Headers = Record<string, string>;
type Organization = Awaited<ReturnType<typeof onboardedOrganization>>;
type Talent = Awaited<ReturnType<typeof onboardedTalent>>;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const CLOSED = 'You can no longer message in this chat.';
const NO_CONTACT = 'You cannot contact this account.';
const NO_APPLYING = 'You cannot apply for this job.';

async function block(headers: Headers, id: string) {
  expect((await call(t, 'PUT', `/blocks/${id}`, headers)).statusCode).toBe(200);
}

/** Each way a block can go: the talent blocks the organization, or the organization the talent. */
const DIRECTIONS = [
  ['the talent blocks the organization', (o: Organization, s: Talent) => block(s.headers, o.organizationId)],
  ['the organization blocks the talent', (o: Organization, s: Talent) => block(o.headers, s.individualId)],
] as const;

async function ids(headers: Headers, url: string): Promise<string[]> {
  const response = await call(t, 'GET', url, headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { items: { id: string }[] } }>().data.items.map((item) => item.id);
}

describe.each(DIRECTIONS)('when %s', (_direction, blockOf) => {
  it('their chat stays readable but closed to both, with the same sentence, and no new chat opens', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t, 'MODEL');
    const chatId = (
      await call(t, 'POST', '/chats', organization.headers, { individualId: talent.individualId })
    ).json<{ data: { id: string } }>().data.id;
    await call(t, 'POST', `/chats/${chatId}/messages`, organization.headers, { content: 'Hello Lina' });
    await blockOf(organization, talent);

    for (const side of [organization, talent]) {
      const sent = await call(t, 'POST', `/chats/${chatId}/messages`, side.headers, {
        content: 'Still there?',
      });
      expect(sent.statusCode).toBe(403);
      expect(sent.json().message).toBe(CLOSED);
      const arabic = await call(
        t,
        'POST',
        `/chats/${chatId}/messages`,
        { ...side.headers, 'accept-language': 'ar' },
        {
          content: 'Still there?',
        },
      );
      expect(arabic.json().message).toBe('لم يعد بإمكانك إرسال الرسائل في هذه المحادثة.');
      const page = (await call(t, 'GET', `/chats/${chatId}/messages`, side.headers)).json().data;
      expect(page).toMatchObject({ closed: true, items: [{ content: 'Hello Lina' }] });
      const chats = (await call(t, 'GET', '/chats', side.headers)).json().data.items;
      expect(chats).toMatchObject([{ id: chatId, closed: true }]);
    }
    const reopened = await call(t, 'POST', '/chats', organization.headers, {
      individualId: talent.individualId,
    });
    expect(reopened.json().data).toMatchObject({ id: chatId, closed: true });

    const stranger = await onboardedTalent(t);
    await blockOf(organization, stranger);
    const refused = await call(t, 'POST', '/chats', organization.headers, {
      individualId: stranger.individualId,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NO_CONTACT);
    expect((await call(t, 'GET', '/chats', stranger.headers)).json().data.items).toEqual([]);

    await call(t, 'DELETE', `/blocks/${organization.userId}`, talent.headers);
    await call(t, 'DELETE', `/blocks/${talent.userId}`, organization.headers);
    expect(
      (await call(t, 'POST', `/chats/${chatId}/messages`, talent.headers, { content: 'Yes' })).statusCode,
    ).toBe(201);
    expect((await call(t, 'GET', `/chats/${chatId}/messages`, talent.headers)).json().data.closed).toBe(
      false,
    );
  });

  it('refuses invitations and applications between them', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t, 'MODEL');
    const job = await postJob(t, organization.headers);
    await blockOf(organization, talent);
    const invited = await call(t, 'POST', `/jobs/${job.id}/invitations`, organization.headers, {
      individualId: talent.individualId,
    });
    expect(invited.statusCode).toBe(403);
    expect(invited.json().message).toBe(NO_CONTACT);
    const applied = await apply(t, talent.headers, job);
    expect(applied.statusCode).toBe(403);
    expect(applied.json().message).toBe(NO_APPLYING);
    expect((await call(t, 'GET', '/chats', talent.headers)).json().data.items).toEqual([]);
  });

  it('leaves each out of the other’s searches, applicants and saved talent', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t, 'MODEL', { firstName: 'Lina' });
    const otherTalent = await onboardedTalent(t, 'MODEL', { firstName: 'Lama' });
    const otherOrganization = await onboardedOrganization(t);
    const job = await postJob(t, organization.headers);
    const otherJob = await postJob(t, otherOrganization.headers);
    expect((await apply(t, talent.headers, job)).statusCode).toBe(201);
    const list = (
      await call(t, 'POST', '/talent-lists', organization.headers, { name: 'Abaya campaign' })
    ).json().data.id as string;
    await call(t, 'PUT', `/talent-lists/${list}/members/${talent.individualId}`, organization.headers);
    await blockOf(organization, talent);

    for (const query of ['', '?filter[searchKey]=Runway', '?filter[jobCategory]=MODEL']) {
      const jobs = await ids(talent.headers, `/jobs${query}`);
      expect(jobs, query).toContain(otherJob.id);
      expect(jobs, query).not.toContain(job.id);
      expect(await ids(otherTalent.headers, `/jobs${query}`), query).toContain(job.id);
    }
    for (const query of ['', '?filter[individualCategory]=MODEL', '?filter[searchKey]=Lina']) {
      expect(await ids(organization.headers, `/individuals${query}`), query).not.toContain(
        talent.individualId,
      );
      expect(await ids(otherOrganization.headers, `/individuals${query}`), query).toContain(
        talent.individualId,
      );
    }
    expect(await ids(organization.headers, '/individuals')).toContain(otherTalent.individualId);
    expect(await ids(organization.headers, `/jobs/${job.id}/job-requests`)).toEqual([]);
    const saved = (await call(t, 'GET', '/talent-lists', organization.headers)).json().data.items[0].members;
    expect(saved).toEqual([{ id: talent.individualId, available: false }]);
    const saving = await call(
      t,
      'PUT',
      `/talent-lists/${list}/members/${talent.individualId}`,
      organization.headers,
    );
    expect(saving.statusCode).toBe(404);

    await call(t, 'DELETE', `/blocks/${organization.userId}`, talent.headers);
    await call(t, 'DELETE', `/blocks/${talent.userId}`, organization.headers);
    expect(await ids(talent.headers, '/jobs')).toContain(job.id);
    expect(await ids(organization.headers, '/individuals')).toContain(talent.individualId);
    expect(await ids(organization.headers, `/jobs/${job.id}/job-requests`)).toHaveLength(1);
  });
});
