import type { Message } from '@casting/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { isolate } from '../../../lib/isolate';
import { cx } from '../../../ui/class-names';
import { IsolatedText } from '../../../ui/isolated-text';
import { useMessageText } from '../hooks/use-message-text';

export function MessageTime({
  message,
  className,
}: {
  readonly message: Message;
  readonly className?: string;
}) {
  // In the visitor's time zone, which the server does not know.
  const hydrated = useHydrated();
  return (
    <time dateTime={message.createdAt} className={cx('text-xs text-ink-600', className)}>
      {hydrated ? formatDate(message.createdAt, { timeStyle: 'short' }) : null}
    </time>
  );
}

/** A text message or a notice: own messages on the end side, the other person's on the start side. */
export function MessageBubble({
  message,
  friendName,
  actions,
}: {
  readonly message: Message;
  readonly friendName: string;
  /** Beside the time: the other person's message can be reported from its menu. */
  readonly actions?: ReactNode;
}) {
  const { t } = useTranslation('chats');
  const text = useMessageText(message);
  return (
    <div
      className={cx(
        'flex max-w-[min(36rem,80%)] flex-col gap-1',
        message.isMine ? 'items-end' : 'items-start',
      )}
    >
      <p
        className={cx(
          'rounded-3xl px-4 py-2.5 text-[0.9375rem] leading-relaxed wrap-break-word whitespace-pre-line',
          message.isMine
            ? 'rounded-ee-md bg-ink-950 text-sand-50'
            : 'rounded-es-md bg-white text-ink-900 ring-1 ring-ink-950/8',
        )}
      >
        <span className="sr-only">
          {message.isMine ? (
            `${t('conversation.you')}: `
          ) : (
            <IsolatedText text={`${t('conversation.said', { name: isolate(friendName) })} `} />
          )}
        </span>
        <span dir="auto" className="block">
          <IsolatedText text={text} />
        </span>
      </p>
      {actions === undefined ? (
        <MessageTime message={message} className="px-2" />
      ) : (
        <div className="flex items-center gap-1 ps-2">
          <MessageTime message={message} />
          {actions}
        </div>
      )}
    </div>
  );
}
