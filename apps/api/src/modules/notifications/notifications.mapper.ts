import type { Notification, NotificationKind } from '@casting/contract';
import type { findNotificationsPage } from './notifications.repo';

type NotificationListRow = Awaited<ReturnType<typeof findNotificationsPage>>[number];

export function toNotification(row: NotificationListRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    actorName: row.actorName,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    chatId: row.chatId,
    count: row.count,
  };
}
