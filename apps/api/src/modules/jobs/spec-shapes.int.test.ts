import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { jobBody } from '../../../test/jobs';
import { onboardedOrganization } from '../../../test/onboarded';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

async function post(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: `${API}/jobs`, headers, payload });
}

describe('jobs in the shapes the spec sends', () => {
  it('holds tag titles to the tag rules and reuses a tag whatever its case', async () => {
    const { headers } = await onboardedOrganization(t);
    const base = await jobBody(t, headers);
    const refused = await post(headers, { ...base, tags: ['2024'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: ['Tag must include characters'] });

    const posted = await post(headers, { ...base, tags: ['RUNWAY', base.tags[0], 'Gala'] });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({ data: { tags: ['runway', 'Gala'] } });
  });

  it('refuses requirements that are neither the list nor its serialization, with the requirements message', async () => {
    const { headers } = await onboardedOrganization(t);
    const base = await jobBody(t, headers);
    for (const requirements of ['four lines', JSON.stringify(base.requirements.slice(0, 3))]) {
      const response = await post(headers, { ...base, requirements });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: ['Please fill in all 4 requirements.'] });
    }
  });
});
