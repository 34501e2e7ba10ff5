import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createTag } from '../../../test/jobs';
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

describe('tags', () => {
  it('trims, keeps one tag per title in any case, and finds tags by prefix', async () => {
    const organization = await onboardedOrganization(t);
    const first = await createTag(t, organization.headers, '  Bridal ');
    expect(await createTag(t, organization.headers, 'BRIDAL')).toBe(first);
    await createTag(t, organization.headers, 'brand');
    const found = (await get('/tags?searchKey=BR', organization.headers)).json().data as { title: string }[];
    expect(found.map((tag) => tag.title)).toEqual(['brand', 'Bridal']);
    const narrower = (await get('/tags?searchKey=bri', organization.headers)).json().data as {
      title: string;
    }[];
    expect(narrower.map((tag) => tag.title)).toEqual(['Bridal']);
    expect((await get('/tags?searchKey=%25', organization.headers)).json().data).toEqual([]);
  });

  it('refuses tags made of digits or of the wrong length', async () => {
    const organization = await onboardedOrganization(t);
    for (const [title, message] of [
      ['2024', 'Tag must include characters'],
      ['a', 'Tag must be between 2 and 15 characters.'],
      ['a'.repeat(16), 'Tag must be between 2 and 15 characters.'],
      ['<i>x</i>', "Tag may hold letters, digits, spaces and & - ' . only."],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/tags`,
        headers: organization.headers,
        payload: { title },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});

describe('creating tags', () => {
  it('is for organizations only, in any script', async () => {
    const organization = await onboardedOrganization(t);
    const talent = await onboardedTalent(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${API}/tags`,
      headers: talent.headers,
      payload: { title: 'runway' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await createTag(t, organization.headers, 'عبايات')).toEqual(expect.any(String));
  });
});
