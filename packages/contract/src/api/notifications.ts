import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { pageOf, paginationQuery } from '../http/pagination';
import { queryOf } from '../http/query';
import { NOTIFICATIONS_PAGE_SIZE, UNREAD_COUNT_CAP } from '../notification-limits';
import type { AccountRole } from '../roles';

/** What a notification is about; each kind can be switched off by its owner. */
export const NOTIFICATION_KINDS = [
  'NEW_APPLICATION',
  'APPLICATION_ACCEPTED',
  'APPLICATION_DECLINED',
  'JOB_FINISHED',
  'REVIEW_RECEIVED',
  'INVITATION',
  'JOB_CLOSED',
  'NEW_MESSAGE',
  'MILESTONE_PROPOSED',
  'MILESTONE_ACCEPTED',
  'MILESTONE_DECLINED',
  'MILESTONE_FUNDED',
  'MILESTONE_DELIVERED',
  'MILESTONE_RELEASED',
  'MILESTONE_REFUNDED',
  'MILESTONE_DISPUTED',
  'RELEASE_REMINDER',
  'PAYOUT_PAID',
  'PAYOUT_FAILED',
  'REVIEW_DUE',
  'REVIEW_CLOSING',
  'REVIEW_WAITING',
  'DISPUTE_DECIDED',
  'CONTENT_HIDDEN',
  'ACCOUNT_WARNED',
  'LICENCE_VERIFIED',
  'LICENCE_REJECTED',
  'LICENCE_EXPIRING',
  'LICENCE_EXPIRED',
  'EXPORT_READY',
  'MEDIA_REQUESTED',
  'MEDIA_ANSWERED',
  'MEDIA_DECLINED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** What the platform tells an account of its own (issue 35): always delivered, never switched off. */
export const PLATFORM_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'CONTENT_HIDDEN',
  'ACCOUNT_WARNED',
  'EXPORT_READY',
];

/**
 * The kinds each side can receive: an organization hears of applications and messages, talent
 * of everything that happens to their applications. The settings list and accept only these.
 */
export const NOTIFICATION_KINDS_BY_ROLE = {
  INDIVIDUAL: [
    'APPLICATION_ACCEPTED',
    'APPLICATION_DECLINED',
    'JOB_FINISHED',
    'REVIEW_RECEIVED',
    'INVITATION',
    'JOB_CLOSED',
    'NEW_MESSAGE',
    'MILESTONE_PROPOSED',
    'MILESTONE_FUNDED',
    'MILESTONE_RELEASED',
    'MILESTONE_DISPUTED',
    'DISPUTE_DECIDED',
    'PAYOUT_PAID',
    'PAYOUT_FAILED',
    'REVIEW_DUE',
    'REVIEW_CLOSING',
    'REVIEW_WAITING',
    'LICENCE_VERIFIED',
    'LICENCE_REJECTED',
    'LICENCE_EXPIRING',
    'LICENCE_EXPIRED',
    'MEDIA_REQUESTED',
  ],
  ORGANIZATION: [
    'NEW_APPLICATION',
    'NEW_MESSAGE',
    'MILESTONE_ACCEPTED',
    'MILESTONE_DECLINED',
    'MILESTONE_DELIVERED',
    'MILESTONE_REFUNDED',
    'MILESTONE_DISPUTED',
    'DISPUTE_DECIDED',
    'RELEASE_REMINDER',
    'REVIEW_DUE',
    'REVIEW_CLOSING',
    'REVIEW_WAITING',
    'REVIEW_RECEIVED',
    'MEDIA_ANSWERED',
    'MEDIA_DECLINED',
  ],
} as const satisfies Record<AccountRole, readonly NotificationKind[]>;

/** A notification not seen in the app for this long is e-mailed. */
export const NOTIFICATION_EMAIL_DELAY_MS = 10 * 60_000;
/** Messages in one chat give at most one e-mail in this time. */
export const MESSAGE_EMAIL_INTERVAL_MS = 30 * 60_000;

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  /** Who caused it: the organization's or the talent's name. */
  actorName: z.string(),
  jobId: z.uuid().nullable(),
  jobTitle: z.string().nullable(),
  chatId: z.uuid().nullable(),
  /** For NEW_MESSAGE: the messages it stands for (one notification per unread chat). */
  count: z.number().int(),
  /** For CONTENT_HIDDEN and ACCOUNT_WARNED: the platform's reason. */
  note: z.string().nullable(),
  /** For MILESTONE_RELEASED: the tax invoice of the platform's fee the release issued, where it leads. */
  invoiceId: z.uuid().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsPageSchema = pageOf(NotificationSchema).extend({
  unreadCount: z.number().int().max(UNREAD_COUNT_CAP),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

export const MarkNotificationsReadBodySchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

export const NotificationSettingSchema = z.strictObject({
  kind: NotificationKindSchema,
  enabled: z.boolean(),
});
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;

export const NotificationSettingsSchema = z.object({ settings: z.array(NotificationSettingSchema) });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const UpdateNotificationSettingsBodySchema = z.strictObject({
  settings: z
    .array(NotificationSettingSchema)
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((settings) => new Set(settings.map((setting) => setting.kind)).size === settings.length, {
      message: 'Each kind can be given once.',
    }),
});
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBodySchema>;

export const UnsubscribeBodySchema = z.strictObject({ token: z.string().min(1).max(300) });

export const UnsubscribedSchema = z.object({ kind: NotificationKindSchema });

export const notificationsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    summary: `The caller's notifications, newest first, with the unread count (at most ${String(UNREAD_COUNT_CAP)}).`,
    tag: 'notifications',
    auth: 'session',
    step: 'onboarded',
    query: queryOf(paginationQuery(NOTIFICATIONS_PAGE_SIZE)),
    data: NotificationsPageSchema,
    successStatus: 200,
    errors: [],
  }),
  markRead: defineEndpoint({
    method: 'PATCH',
    path: '/notifications/read',
    summary:
      "Marks the caller's notifications read: those of `ids` (404 when one is not the caller's), or `all: true`. Returns the unread count left.",
    tag: 'notifications',
    auth: 'session',
    step: 'onboarded',
    body: MarkNotificationsReadBodySchema,
    data: z.object({ unreadCount: z.number().int().max(UNREAD_COUNT_CAP) }),
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/users/me/notification-settings',
    summary:
      "Whether each kind of notification the caller's side can receive is on (in the app and by e-mail).",
    tag: 'notifications',
    auth: 'session',
    step: 'onboarded',
    data: NotificationSettingsSchema,
    successStatus: 200,
    errors: [],
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/users/me/notification-settings',
    summary:
      "Switches kinds of notification on or off; kinds not given keep their setting. A kind the caller's side never receives is a 400.",
    tag: 'notifications',
    auth: 'session',
    step: 'onboarded',
    body: UpdateNotificationSettingsBodySchema,
    data: NotificationSettingsSchema,
    successStatus: 200,
    errors: [],
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/notifications/unsubscribe',
    summary:
      "Switches one kind off for the account an e-mail was sent to, with the signed token of the e-mail's unsubscribe link; no session needed. 404 for a token that is not genuine.",
    tag: 'notifications',
    auth: 'public',
    body: UnsubscribeBodySchema,
    data: UnsubscribedSchema,
    successStatus: 200,
    errors: ['NOT_FOUND'],
  }),
};
