import {
  CHAT_PRESENCE,
  NOTIFICATION_EMAIL_DELAY_MS,
  PLATFORM_NOTIFICATION_KINDS,
  type NotificationKind,
} from '@casting/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import {
  insertNotification,
  insertNotificationsUnlessOptedOut,
  isInChat,
  isOptedOut,
  markChatViewed,
  upsertMessageNotification,
  type NewNotification,
} from './notifications.repo';

/** A notification that stands alone: unlike a chat's messages, never folded into another. */
export type SingleNotification = NewNotification & {
  readonly kind: Exclude<NotificationKind, 'NEW_MESSAGE'>;
};

/** Records notifications inside the transaction of the event they announce. */
export interface Notifier {
  /** In the caller's transaction: stored, and announced live on commit, unless switched off. */
  record(tx: Db, notification: NewNotification): Promise<void>;
  /** As `record` for each, in one statement whatever their number. */
  recordMany(tx: Db, notifications: readonly SingleNotification[]): Promise<void>;
  /** The person fetched the chat's messages: they are in it, and its message notification is read. */
  chatViewed(db: Db, userId: string, chatId: string): Promise<void>;
}

export function createNotifier(deps: { clock: Clock; events: EventBus }): Notifier {
  const { clock, events } = deps;
  return {
    async record(tx, notification) {
      const mayOptOut = !PLATFORM_NOTIFICATION_KINDS.includes(notification.kind);
      if (mayOptOut && (await isOptedOut(tx, notification.userId, notification.kind))) return;
      const now = clock.now();
      const emailDueAt = new Date(now.getTime() + NOTIFICATION_EMAIL_DELAY_MS);
      if (notification.kind === 'NEW_MESSAGE') {
        const chatId = notification.chatId ?? null;
        if (chatId === null) throw new Error('a message notification names its chat');
        if (await isInChat(tx, notification.userId, chatId, new Date(now.getTime() - CHAT_PRESENCE.windowMs)))
          return;
        await upsertMessageNotification(tx, notification, now, emailDueAt);
      } else {
        await insertNotification(tx, notification, now, emailDueAt);
      }
      await events.publish(tx, { type: 'notification', userIds: [notification.userId] });
    },
    async recordMany(tx, notifications) {
      const now = clock.now();
      const emailDueAt = new Date(now.getTime() + NOTIFICATION_EMAIL_DELAY_MS);
      const told = await insertNotificationsUnlessOptedOut(tx, notifications, now, emailDueAt);
      await events.publishAll(
        tx,
        told.map((userId) => ({ type: 'notification', userIds: [userId] })),
      );
    },
    async chatViewed(db, userId, chatId) {
      await db.transaction(async (tx) => {
        if ((await markChatViewed(tx, userId, chatId, clock.now())) > 0)
          await events.publish(tx, { type: 'notification', userIds: [userId] });
      });
    },
  };
}
