import type { MediaVisibility, PrivacySettings } from '@casting/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { individuals } from '../../db/schema/individuals';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { serverText } from '../../lib/messages/server-messages';

/** Who sees a talent's photos and measurements (issue 36): enforced where cards and profiles are read. */
export function createPrivacySettingsService(db: Db) {
  async function get(actor: Actor): Promise<PrivacySettings> {
    const [row] = await db
      .select({ mediaVisibility: individuals.mediaVisibility })
      .from(individuals)
      .where(eq(individuals.userId, actor.userId))
      .limit(1);
    return { mediaVisibility: (row?.mediaVisibility as MediaVisibility | undefined) ?? 'SIGNED_IN' };
  }

  async function set(actor: Actor, settings: PrivacySettings): Promise<PrivacySettings> {
    if (actor.role !== 'INDIVIDUAL') throw new AppError('FORBIDDEN', serverText('privacySettingsOfTalent'));
    await db
      .update(individuals)
      .set({ mediaVisibility: settings.mediaVisibility })
      .where(eq(individuals.userId, actor.userId));
    return settings;
  }

  return { get, set };
}
