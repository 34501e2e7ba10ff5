import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapMedia, SPECIALTIES } from '@casting/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { postJob } from '../../test/jobs';
import { onboardedOrganization, onboardedTalent } from '../../test/onboarded';
import { migrationsFolder } from './migrate';
import { individuals } from './schema/individuals';
import { jobs } from './schema/jobs';
import { organizations } from './schema/organizations';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const KEY = /^[0-9a-f-]{36}\.(webp|mp4)$/;

/**
 * Runs migration 0009 again on a database that holds rows as they were before it. Drizzle only
 * runs migrations newer than the last one applied, so its statements are run here directly.
 */
async function runMediaKeysMigration(): Promise<void> {
  const text = readFileSync(join(migrationsFolder, '0009_media_keys.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await t.db.db.execute(sql.raw(statement));
  }
}

describe('migration 0009: media URLs become keys', () => {
  it('turns the URLs stored before into keys, in every media field, logo and card', async () => {
    const organization = await onboardedOrganization(t);
    await postJob(t, organization.headers);
    const talentIds: string[] = [];
    for (const role of SPECIALTIES) talentIds.push((await onboardedTalent(t, role)).individualId);

    // Rows as the API wrote them until now: absolute URLs under whatever PUBLIC_URL was then.
    const hosts = ['http://localhost:3000', 'https://casting.example', 'https://example.com/app'];
    const keysBefore = new Map<string, Record<string, unknown>>();
    for (const [index, id] of talentIds.entries()) {
      const [row] = await t.db.db.select().from(individuals).where(eq(individuals.id, id));
      const info = row?.specialtyInfo ?? {};
      keysBefore.set(id, info);
      const host = hosts[index % hosts.length] ?? '';
      await t.db.db
        .update(individuals)
        .set({
          specialtyInfo: {
            ...mapMedia(info, (key) => `${host}/media/${key}`),
            // A link someone typed into a field that holds no media stays as it is.
            portfolio: `https://casting.example/media/${String(info.profilePicture)}`,
          },
        })
        .where(eq(individuals.id, id));
    }
    const [organizationRow] = await t.db.db.select().from(organizations);
    const logoKey = organizationRow?.logo ?? '';
    await t.db.db.update(organizations).set({ logo: `http://localhost:3000/media/${logoKey}` });
    const [oldJob] = await t.db.db.select({ organizationCard: jobs.organizationCard }).from(jobs);
    expect(JSON.parse(oldJob?.organizationCard ?? '')).toMatchObject({
      logo: `http://localhost:3000/media/${logoKey}`,
    });

    await runMediaKeysMigration();

    for (const id of talentIds) {
      const [row] = await t.db.db.select().from(individuals).where(eq(individuals.id, id));
      const before = keysBefore.get(id) ?? {};
      const info = row?.specialtyInfo ?? {};
      expect(info).toEqual({
        ...before,
        portfolio: `https://casting.example/media/${String(before.profilePicture)}`,
      });
      expect(info.profilePicture).toMatch(KEY);
      expect(JSON.parse(row?.card ?? '')).toMatchObject({
        profilePicture: String(before.profilePicture).replace('.webp', '-thumb.webp'),
      });
    }
    const [migratedOrganization] = await t.db.db.select().from(organizations);
    expect(migratedOrganization?.logo).toBe(logoKey);
    expect(JSON.parse(migratedOrganization?.card ?? '')).toMatchObject({ logo: logoKey });
    const [migratedJob] = await t.db.db.select({ organizationCard: jobs.organizationCard }).from(jobs);
    expect(JSON.parse(migratedJob?.organizationCard ?? '')).toMatchObject({ logo: logoKey });

    const list = await t.app.inject({ method: 'GET', url: `${API}/jobs`, headers: organization.headers });
    expect(list.json().data.items[0].organization.logo).toBe(`/media/${logoKey}`);
  });
});
