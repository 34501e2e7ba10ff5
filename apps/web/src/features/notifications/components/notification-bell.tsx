import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { Notification } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { cx } from '../../../ui/class-names';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { BellFace, bellButtonClass, useBellLabel } from './bell-face';
import { notificationHref } from './notification-link';
import { NotificationText } from './notification-text';
import { useBellNotifications } from './use-bell-notifications';

function NotificationItem({
  notification,
  onOpen,
}: {
  readonly notification: Notification;
  readonly onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <li>
      <CloseButton
        as={Link}
        to={notificationHref(notification)}
        onClick={() => {
          onOpen(notification);
        }}
        className={cx(
          'flex gap-3 rounded-xl px-3 py-2.5 text-start text-sm transition-colors hover:bg-sand-200 focus-visible:bg-sand-200 focus-visible:outline-none',
          notification.read ? 'text-ink-700' : 'font-medium text-ink-950',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'mt-1.5 size-2 shrink-0 rounded-full',
            notification.read ? 'bg-transparent' : 'bg-accent-600',
          )}
        />
        <span className="min-w-0">
          {notification.read ? null : <span className="sr-only">{t('panel.unread')}: </span>}
          <NotificationText notification={notification} />
          <span className="mt-0.5 block text-xs font-normal text-ink-600">
            {formatDate(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </span>
        </span>
      </CloseButton>
    </li>
  );
}

/** The bell of the top bar: the unread count, and a panel with the latest notifications. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const latest = useBellNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = latest.data?.unreadCount ?? 0;
  const label = useBellLabel(unread);

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] });
  };

  return (
    <Popover className="relative">
      <PopoverButton aria-label={label} className={bellButtonClass}>
        <BellFace unread={unread} />
      </PopoverButton>
      <PopoverPanel
        transition
        aria-label={t('panel.title')}
        className="absolute end-0 top-full z-50 mt-2 w-96 max-w-[calc(100vw-2rem)] rounded-2xl bg-sand-50 p-2 shadow-lift ring-1 ring-ink-950/10 transition duration-150 focus:outline-none data-closed:scale-95 data-closed:opacity-0 ltr:origin-top-right rtl:origin-top-left"
      >
        <div className="flex items-center justify-between gap-3 px-3 pt-2 pb-3">
          <h2 className="text-sm font-semibold text-ink-950">{t('panel.title')}</h2>
          <button
            type="button"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => {
              markRead.mutate({ all: true });
            }}
            className="cursor-pointer rounded-full px-3 py-1 text-xs font-medium text-accent-700 hover:bg-ink-950/5 disabled:cursor-default disabled:text-ink-500"
          >
            {t('panel.markAllRead')}
          </button>
        </div>
        {latest.data === undefined ? (
          <p className="px-3 pb-3 text-sm text-ink-600">
            {latest.isError ? t('panel.loadError') : t('panel.loading')}
          </p>
        ) : latest.data.items.length === 0 ? (
          <p className="px-3 pb-3 text-sm text-ink-600">{t('panel.empty')}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto">
            {latest.data.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </ul>
        )}
        <div className="mt-1 border-t border-ink-950/10 px-3 pt-2 pb-1">
          <CloseButton
            as={Link}
            to={paths.notificationSettings}
            className="text-xs font-medium text-ink-700 hover:text-ink-950"
          >
            {t('panel.settings')}
          </CloseButton>
        </div>
      </PopoverPanel>
    </Popover>
  );
}
