import {
  NOTIFICATION_KINDS_BY_ROLE,
  type AccountRole,
  type MarkNotificationsReadBody,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsPage,
  type UpdateNotificationSettingsBody,
} from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { serverText } from '../../lib/messages/server-messages';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import { JsonText } from '../../lib/json-text';
import {
  countOwned,
  countUnread,
  findNotificationsPageJson,
  findOptOuts,
  markRead,
  optIn,
  optOut,
  userExists,
} from './notifications.repo';
import type { UnsubscribeTokens } from './unsubscribe-token';

export const NOTIFICATION_NOT_FOUND = 'This notification does not exist.';
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  tokens: UnsubscribeTokens;
}) {
  const { db, clock, events, tokens } = deps;

  async function list(actor: Actor, page: number, limit: number): Promise<JsonText<NotificationsPage>> {
    const json = await findNotificationsPageJson(db, actor.userId, page, limit);
    if (json === null) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
    return new JsonText(json);
  }

  async function read(actor: Actor, body: MarkNotificationsReadBody) {
    if ('ids' in body && (await countOwned(db, actor.userId, body.ids)) !== new Set(body.ids).size)
      throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND);
    await db.transaction(async (tx) => {
      const marked = await markRead(tx, actor.userId, 'all' in body ? 'all' : body.ids, clock.now());
      // The caller's other tabs and devices update their bell.
      if (marked > 0) await events.publish(tx, { type: 'notification', userIds: [actor.userId] });
    });
    return { unreadCount: await countUnread(db, actor.userId) };
  }

  /** Only the kinds the account's side can receive: a switch for anything else would do nothing. */
  async function settingsOf(userId: string, role: AccountRole): Promise<NotificationSettings> {
    const off = new Set(await findOptOuts(db, userId));
    return { settings: NOTIFICATION_KINDS_BY_ROLE[role].map((kind) => ({ kind, enabled: !off.has(kind) })) };
  }

  async function updateSettings(actor: Actor, body: UpdateNotificationSettingsBody) {
    const receivable: readonly NotificationKind[] = NOTIFICATION_KINDS_BY_ROLE[actor.role];
    const foreign = body.settings.find((setting) => !receivable.includes(setting.kind));
    if (foreign !== undefined)
      throw new AppError('VALIDATION_FAILED', [
        serverText('notificationKindOfOtherSide', { kind: foreign.kind }),
      ]);
    const kindsWhere = (enabled: boolean): NotificationKind[] =>
      body.settings.filter((setting) => setting.enabled === enabled).map((setting) => setting.kind);
    await db.transaction(async (tx) => {
      await optOut(tx, actor.userId, kindsWhere(false));
      await optIn(tx, actor.userId, kindsWhere(true));
    });
    return settingsOf(actor.userId, actor.role);
  }

  async function unsubscribe(token: string): Promise<{ kind: NotificationKind }> {
    const signed = tokens.verify(token);
    if (signed === null || !(await userExists(db, signed.userId)))
      throw new AppError('NOT_FOUND', UNSUBSCRIBE_LINK_INVALID);
    await optOut(db, signed.userId, [signed.kind]);
    return { kind: signed.kind };
  }

  return {
    list,
    read,
    settings: (actor: Actor) => settingsOf(actor.userId, actor.role),
    updateSettings,
    unsubscribe,
  };
}
