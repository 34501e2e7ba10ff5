import type { WhoCanContact } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { serverText, type ServerMessageKey } from '../../lib/messages/server-messages';
import { findContactFacts } from './contact-settings.repo';

/**
 * Why an organization may not open a chat with a talent or invite them, or null when it may: a
 * block either way (a sentence that names nobody), or the talent's choice of who can contact them.
 */
export async function contactRefusal(
  db: Db,
  organizationUserId: string,
  talentUserId: string,
): Promise<ServerMessageKey | null> {
  const facts = await findContactFacts(db, organizationUserId, talentUserId);
  if (facts === null) return null;
  if (facts.blocked) return 'contactUnavailable';
  const allowed: Readonly<Record<WhoCanContact, boolean>> = {
    EVERYONE: true,
    VERIFIED_ORGANIZATIONS: facts.verified,
    APPLIED_ONLY: facts.applied,
  };
  return allowed[facts.whoCanContact as WhoCanContact] ? null : 'notAcceptingMessages';
}

/** A 403 with contactRefusal's sentence, unless the organization may contact the talent. */
export async function refuseContact(db: Db, organizationUserId: string, talentUserId: string): Promise<void> {
  const refusal = await contactRefusal(db, organizationUserId, talentUserId);
  if (refusal !== null) throw new AppError('FORBIDDEN', serverText(refusal));
}
