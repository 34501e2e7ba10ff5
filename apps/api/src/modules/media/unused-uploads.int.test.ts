import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/hiring';
import { jpeg, pdf } from '../../../test/media-files';
import { onboardedOrganization, onboardedTalent } from '../../../test/onboarded';
import { uploadFile } from '../../../test/profiles';
import { housekeepingOf, KEPT, REMOVED, uploadState } from '../../../test/unused-uploads';
import { media } from '../../db/schema/media';
import { HOUR } from '../../lib/rate-limit';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('uploads nothing refers to', () => {
  it('are removed, record and files, once older than 24 hours; what a profile refers to stays', async () => {
    const talent = await onboardedTalent(t);
    const organization = await onboardedOrganization(t);
    const profile = await t.db.db.select().from(media).where(eq(media.ownerId, talent.userId));
    const logo = await t.db.db.select().from(media).where(eq(media.ownerId, organization.userId));
    const unused = await uploadFile(t, talent.headers, await jpeg(70, 50));
    const unusedLogo = await uploadFile(t, organization.headers, await jpeg(70, 50));

    t.clock.advance(23 * HOUR);
    const recent = await uploadFile(t, talent.headers, await jpeg(72, 50));
    await housekeepingOf(t).sweep();
    expect(await uploadState(t, unused)).toEqual(KEPT);
    expect(await uploadState(t, unusedLogo)).toEqual(KEPT);

    t.clock.advance(2 * HOUR);
    await housekeepingOf(t).sweep();
    expect(await uploadState(t, unused)).toEqual(REMOVED);
    expect(await uploadState(t, unusedLogo)).toEqual(REMOVED);
    expect(await uploadState(t, recent)).toEqual(KEPT);
    // The talent's picture, gallery and reel, and the organization's logo.
    expect(profile.length + logo.length).toBe(5);
    for (const row of [...profile, ...logo]) {
      expect(await uploadState(t, `/media/${row.fileName}`)).toEqual(KEPT);
    }
  });

  it("are removed from the documents' store too; a verification request's document stays", async () => {
    const organization = await onboardedOrganization(t);
    const unused = await uploadFile(t, organization.headers, pdf(), 'documents');
    const evidence = await uploadFile(t, organization.headers, pdf(), 'documents');
    const asked = await call(t, 'POST', '/organization/me/verification', organization.headers, {
      unifiedNumber: '7001234567',
      document: evidence,
    });
    expect(asked.statusCode).toBe(201);
    t.clock.advance(25 * HOUR);
    await housekeepingOf(t).sweep();
    const stored = async (key: string) => ({
      record: (await t.db.db.select().from(media).where(eq(media.fileName, key))).length === 1,
      file: existsSync(join(t.dataDir, 'documents', key)),
      read: (await call(t, 'GET', `/documents/${key}`, organization.headers)).statusCode,
    });
    expect(await stored(unused)).toEqual({ record: false, file: false, read: 404 });
    expect(await stored(evidence)).toEqual({ record: true, file: true, read: 200 });
  });

  it('are kept for as long as UNUSED_UPLOADS_KEPT_HOURS says', async () => {
    const talent = await onboardedTalent(t);
    const unused = await uploadFile(t, talent.headers, await jpeg(70, 50));
    t.clock.advance(3 * HOUR);
    await housekeepingOf(t, { UNUSED_UPLOADS_KEPT_HOURS: '4' }).sweep();
    expect(await uploadState(t, unused)).toEqual(KEPT);
    await housekeepingOf(t, { UNUSED_UPLOADS_KEPT_HOURS: '2' }).sweep();
    expect(await uploadState(t, unused)).toEqual(REMOVED);
  });
});
