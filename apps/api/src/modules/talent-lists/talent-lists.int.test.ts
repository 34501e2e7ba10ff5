import { TalentListSchema } from '@casting/contract';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const Lists = z.object({ items: z.array(TalentListSchema) });

describe('saved talent lists', () => {
  it('are named lists of the organization, to which talent is added once and from which it is removed', async () => {
    const organization = await onboardedOrganization(t);
    const created = await call(t, 'POST', '/talent-lists', organization.headers, {
      name: ' Riyadh abaya campaign ',
    });
    expect(created.statusCode).toBe(201);
    const list = TalentListSchema.parse(created.json().data);
    expect(list).toMatchObject({ name: 'Riyadh abaya campaign', members: [] });
    expect(
      (await call(t, 'POST', '/talent-lists', organization.headers, { name: 'Riyadh abaya campaign' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(t, 'POST', '/talent-lists', organization.headers, { name: '' })).json().message,
    ).toContain('List name is required.');

    const first = await onboardedTalent(t, 'MODEL', { firstName: 'Lina' });
    const second = await onboardedTalent(t, 'PHOTOGRAPHER', { firstName: 'Omar' });
    for (const talent of [first, first, second]) {
      const saved = await call(
        t,
        'PUT',
        `/talent-lists/${list.id}/members/${talent.individualId}`,
        organization.headers,
      );
      expect(saved.json().data).toEqual({ listId: list.id, individualId: talent.individualId, saved: true });
    }
    const lists = async () =>
      Lists.parse((await call(t, 'GET', '/talent-lists', organization.headers)).json().data);
    expect((await lists()).items[0]?.members.map((member) => member.id).sort()).toEqual(
      [first.individualId, second.individualId].sort(),
    );
    const removed = await call(
      t,
      'DELETE',
      `/talent-lists/${list.id}/members/${first.individualId}`,
      organization.headers,
    );
    expect(removed.json().data.saved).toBe(false);
    expect(
      (await lists()).items[0]?.members.map((member) => (member.available ? member.firstName : null)),
    ).toEqual(['Omar']);
  });

  it('are private: another organization sees none of them and gets 404 on their members; talent gets 403', async () => {
    const organization = await onboardedOrganization(t);
    const list = (await call(t, 'POST', '/talent-lists', organization.headers, { name: 'Shortlist' })).json()
      .data;
    const talent = await onboardedTalent(t);
    const other = await onboardedOrganization(t);
    expect((await call(t, 'GET', '/talent-lists', other.headers)).json().data.items).toEqual([]);
    const path = `/talent-lists/${list.id}/members/${talent.individualId}`;
    expect((await call(t, 'PUT', path, other.headers)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', path, other.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/talent-lists', talent.headers)).statusCode).toBe(403);
    const unknown = `/talent-lists/${list.id}/members/00000000-0000-4000-8000-000000000000`;
    expect((await call(t, 'PUT', unknown, organization.headers)).statusCode).toBe(404);
  });

  it('show a talent who hid their profile as no longer available, with nothing of them but their id', async () => {
    const organization = await onboardedOrganization(t);
    const list = TalentListSchema.parse(
      (await call(t, 'POST', '/talent-lists', organization.headers, { name: 'Runway' })).json().data,
    );
    const talent = await onboardedTalent(t, 'MODEL', { firstName: 'Hidden' });
    await call(t, 'PUT', `/talent-lists/${list.id}/members/${talent.individualId}`, organization.headers);
    expect((await call(t, 'PATCH', '/individuals/me', talent.headers, { isVisible: false })).statusCode).toBe(
      200,
    );

    const answer = await call(t, 'GET', '/talent-lists', organization.headers);
    expect(answer.json().data.items[0].members).toEqual([{ id: talent.individualId, available: false }]);
    expect(answer.body).not.toContain('Hidden');

    expect((await call(t, 'PATCH', '/individuals/me', talent.headers, { isVisible: true })).statusCode).toBe(
      200,
    );
    const shown = Lists.parse((await call(t, 'GET', '/talent-lists', organization.headers)).json().data);
    expect(shown.items[0]?.members[0]).toMatchObject({
      id: talent.individualId,
      available: true,
      firstName: 'Hidden',
    });
  });
});
