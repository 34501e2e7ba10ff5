import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { jpeg } from '../../../test/media-files';
import { onboardedTalent } from '../../../test/onboarded';
import { uploadFile } from '../../../test/profiles';
import { housekeepingOf, KEPT, uploadState } from '../../../test/unused-uploads';
import { individuals } from '../../db/schema/individuals';
import { createMediaUrls } from '../../lib/media-urls';
import { HOUR } from '../../lib/rate-limit';
import { withOwnMediaKeys } from './media-ownership';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('sweeping uploads on PostgreSQL', () => {
  it('leaves an old unused upload that a save is referring to at that moment', async () => {
    const talent = await onboardedTalent(t);
    const picture = await uploadFile(t, talent.headers, await jpeg(70, 50));
    t.clock.advance(25 * HOUR);

    let checked!: () => void;
    const ownershipChecked = new Promise<void>((resolve) => (checked = resolve));
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    // A profile save, held between its ownership check and its write, in one transaction.
    const save = t.db.db.transaction(async (tx) => {
      const stored = await withOwnMediaKeys(tx, talent.userId, createMediaUrls(undefined), {
        profilePicture: picture,
      });
      checked();
      await finishing;
      await tx
        .update(individuals)
        .set({ specialtyInfo: sql`${individuals.specialtyInfo} || ${JSON.stringify(stored)}::jsonb` })
        .where(eq(individuals.userId, talent.userId));
    });
    await ownershipChecked;
    await housekeepingOf(t).sweep();
    finish();
    await save;

    expect(await uploadState(t, picture)).toEqual(KEPT);
    await housekeepingOf(t).sweep();
    expect(await uploadState(t, picture)).toEqual(KEPT);
  });
});
