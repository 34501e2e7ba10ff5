import type { ContactSettings } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { serverText } from '../../lib/messages/server-messages';
import { findWhoCanContact, updateWhoCanContact } from './contact-settings.repo';

/** Who may contact a talent (issue 35): enforced by contact-rule.ts where chats and invitations are made. */
export function createContactSettingsService(db: Db) {
  async function get(actor: Actor): Promise<ContactSettings> {
    return { whoCanContact: (await findWhoCanContact(db, actor.userId)) ?? 'EVERYONE' };
  }

  async function set(actor: Actor, settings: ContactSettings): Promise<ContactSettings> {
    if (actor.role !== 'INDIVIDUAL') throw new AppError('FORBIDDEN', serverText('contactSettingsOfTalent'));
    await updateWhoCanContact(db, actor.userId, settings.whoCanContact);
    return settings;
  }

  return { get, set };
}
