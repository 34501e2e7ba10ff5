import { ErrorBodySchema, NUMBER_LIMITS } from '@casting/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { talentLists } from '../../db/schema/talent-lists';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { onboardedOrganization } from '../../../test/onboarded';

const CAP = NUMBER_LIMITS.talentListsPerOrganization;
const BURST = 10;
const ROOM = 3;

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe("an organization's talent lists", () => {
  it(`never pass the cap of ${String(CAP)}: ${String(BURST)} lists created at once with room for ${String(ROOM)} make ${String(ROOM)}`, async () => {
    const organization = await onboardedOrganization(t);
    for (let index = 0; index < CAP - ROOM; index += 1) {
      const created = await call(t, 'POST', '/talent-lists', organization.headers, {
        name: `Campaign ${String(index)}`,
      });
      expect(created.statusCode).toBe(201);
    }

    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        call(t, 'POST', '/talent-lists', organization.headers, { name: `Burst ${String(index)}` }),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(ROOM);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => ErrorBodySchema.parse(answer.json()).code)).toEqual(
      Array(BURST - ROOM).fill('NOT_ALLOWED'),
    );
    const stored = await t.db.db
      .select({ id: talentLists.id })
      .from(talentLists)
      .where(eq(talentLists.organizationId, organization.organizationId));
    expect(stored).toHaveLength(CAP);
  });
});
