import type { MediaVisibility } from '@casting/contract';
import type { Db } from '../db/database';
import type { Actor } from '../lib/auth';
import { createPrivacySettingsService } from '../modules/privacy/privacy-settings.service';

/**
 * Talent with each choice of who sees their photos and measurements (issue 36); everyone else
 * keeps the spec's default, everyone signed in.
 */
export const DEMO_MEDIA_VISIBILITY: Readonly<Record<string, MediaVisibility>> = {
  'saud@demo.nujoom.sa': 'ORGANIZATIONS',
  'arwa@demo.nujoom.sa': 'VERIFIED_ORGANIZATIONS',
};

export async function seedMediaVisibility(
  db: Db,
  talents: readonly { readonly email: string; readonly actor: Actor }[],
): Promise<void> {
  const settings = createPrivacySettingsService(db);
  for (const { email, actor } of talents) {
    const mediaVisibility = DEMO_MEDIA_VISIBILITY[email];
    if (mediaVisibility !== undefined) await settings.set(actor, { mediaVisibility });
  }
}
