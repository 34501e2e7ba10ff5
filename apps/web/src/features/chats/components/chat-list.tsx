import type { AccountRole, ChatSummary } from '@casting/contract';
import { useTranslation } from 'react-i18next';
import { friendName } from '../friend-account';
import { formatDate } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { IsolatedText } from '../../../ui/isolated-text';
import { Spinner } from '../../../ui/spinner';
import { VerifiedMark } from '../../../ui/verified-mark';
import { useMessageText } from '../hooks/use-message-text';
import { Avatar } from './avatar';
import { isolate } from '../../../lib/isolate';

function isToday(value: string): boolean {
  return new Date(value).toDateString() === new Date().toDateString();
}

function activityTime(value: string): string {
  return isToday(value)
    ? formatDate(value, { timeStyle: 'short' })
    : formatDate(value, { month: 'short', day: 'numeric' });
}

function ChatListItem({
  chat,
  selected,
  onSelect,
}: {
  readonly chat: ChatSummary;
  readonly selected: boolean;
  readonly onSelect: (chat: ChatSummary) => void;
}) {
  const { t } = useTranslation('chats');
  // Times are the visitor's, in their time zone, which the server does not know.
  const hydrated = useHydrated();
  const latest = chat.latestMessage;
  const latestText = useMessageText({ content: latest?.content ?? '', notice: latest?.notice ?? null });
  const preview =
    latest === null
      ? t('list.noMessages')
      : latest.messageType === 'REQUEST'
        ? t('list.jobRequestPreview', { content: isolate(latest.content) })
        : latestText;
  const unread = chat.unreadCount > 0 && !selected;
  return (
    <li>
      <button
        type="button"
        onClick={() => {
          onSelect(chat);
        }}
        aria-current={selected ? 'true' : undefined}
        className={cx(
          'flex w-full cursor-pointer items-center gap-3 rounded-2xl px-3 py-3 text-start transition-colors',
          selected ? 'bg-ink-950 text-sand-50' : 'text-ink-900 hover:bg-sand-200/70',
        )}
      >
        <Avatar name={friendName(chat.friend, t)} picture={chat.friend.profilePicture} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1">
              <span dir="auto" className={cx('truncate', unread ? 'font-bold' : 'font-semibold')}>
                {friendName(chat.friend, t)}
              </span>
              {chat.friend.verified ? (
                <VerifiedMark label={t('list.verified')} className={selected ? 'text-gold-400' : undefined} />
              ) : null}
            </span>
            <time
              dateTime={chat.lastMessageAt}
              className={cx('shrink-0 text-xs', selected ? 'text-sand-200' : 'text-ink-600')}
            >
              {hydrated ? activityTime(chat.lastMessageAt) : null}
            </time>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span
              dir={latest?.messageType === 'TEXT' ? 'auto' : undefined}
              className={cx(
                'truncate text-sm',
                selected ? 'text-sand-200' : unread ? 'font-medium text-ink-950' : 'text-ink-600',
              )}
            >
              <IsolatedText text={preview} />
            </span>
            {chat.closed ? (
              <span
                className={cx(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                  selected ? 'bg-sand-50/15 text-sand-100' : 'bg-ink-950/8 text-ink-700',
                )}
              >
                {t('list.closed')}
              </span>
            ) : null}
            {unread ? (
              <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-accent-600 px-1.5 text-xs font-semibold text-white">
                <span aria-hidden="true">{chat.unreadCount}</span>
                <span className="sr-only">{t('list.unread', { count: chat.unreadCount })}</span>
              </span>
            ) : null}
          </span>
        </span>
      </button>
    </li>
  );
}

export interface ChatListProps {
  readonly role: AccountRole;
  readonly chats: readonly ChatSummary[] | undefined;
  readonly isError: boolean;
  readonly onRetry: () => void;
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
  readonly onLoadMore: () => void;
  readonly selectedId: string | null;
  readonly onSelect: (chat: ChatSummary) => void;
}

export function ChatList({
  role,
  chats,
  isError,
  onRetry,
  hasMore,
  isLoadingMore,
  onLoadMore,
  selectedId,
  onSelect,
}: ChatListProps) {
  const { t } = useTranslation('chats');

  if (chats === undefined) {
    return isError ? (
      <div className="p-6 text-sm text-ink-700" role="alert">
        <p>{t('list.error')}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    ) : (
      <p className="flex items-center gap-3 p-6 text-sm text-ink-600" role="status">
        <Spinner className="size-4" />
        {t('list.loading')}
      </p>
    );
  }

  if (chats.length === 0) {
    return (
      <div className="p-6">
        <p className="font-semibold text-ink-950">{t('list.empty.title')}</p>
        <p className="mt-2 text-sm text-ink-600">{t(`list.empty.${role}`)}</p>
      </div>
    );
  }

  return (
    <div className="p-3">
      <ul className="flex flex-col gap-1">
        {chats.map((chat) => (
          <ChatListItem key={chat.id} chat={chat} selected={chat.id === selectedId} onSelect={onSelect} />
        ))}
      </ul>
      {hasMore ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 w-full"
          onClick={onLoadMore}
          pending={isLoadingMore}
        >
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
