import { TIMINGS, type Message } from '@casting/contract';
import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';

/** Within this distance of the bottom the reader counts as following the conversation. */
const BOTTOM_SLACK_PX = 80;
/** Scrolling this close to the top loads the earlier messages. */
const TOP_LOAD_PX = 120;

function dayOf(message: Message): string {
  return new Date(message.createdAt).toDateString();
}

export interface MessageListProps {
  readonly label: string;
  /** Newest first, as the API sends them; shown oldest at the top. */
  readonly messages: readonly Message[];
  readonly hasOlder: boolean;
  readonly isLoadingOlder: boolean;
  readonly onLoadOlder: () => void;
  /** Bumped after this person sends, to bring the conversation to the bottom. */
  readonly sentCount: number;
  readonly renderMessage: (message: Message) => ReactNode;
}

export function MessageList({
  label,
  messages,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  sentCount,
  renderMessage,
}: MessageListProps) {
  const { t } = useTranslation('chats');
  // Days are the visitor's, in their time zone, which the server does not know: the dividers
  // between them show once the app has taken the page over.
  const hydrated = useHydrated();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ newest: string | undefined; oldest: string | undefined; height: number } | null>(
    null,
  );
  const newest = messages[0]?.id;
  const oldest = messages.at(-1)?.id;
  const ordered = [...messages].reverse();

  // Before paint: open at the bottom, follow new messages when the reader is at the bottom,
  // and keep the reader's place when earlier messages are added above.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const before = previous.current;
    if (before === null) {
      element.scrollTop = element.scrollHeight;
    } else if (newest !== before.newest) {
      if (atBottom.current) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    } else if (oldest !== before.oldest) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { newest, oldest, height: element.scrollHeight };
  }, [newest, oldest]);

  // Spec §4: after sending, the pane scrolls to the bottom after a delay.
  useEffect(() => {
    if (sentCount === 0) return undefined;
    const timer = setTimeout(() => {
      scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: 'smooth' });
    }, TIMINGS.scrollToBottomDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [sentCount]);

  const onScroll = () => {
    const element = scroller.current;
    if (element === null) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK_PX;
    if (element.scrollTop < TOP_LOAD_PX && hasOlder && !isLoadingOlder) onLoadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto bg-sand-100/50 px-6 py-6 [overflow-anchor:none]"
    >
      <div className="flex justify-center pb-4">
        {hasOlder ? (
          <Button variant="ghost" size="sm" onClick={onLoadOlder} pending={isLoadingOlder}>
            {t('conversation.loadEarlier')}
          </Button>
        ) : messages.length > 0 ? (
          <p className="text-xs text-ink-600">{t('conversation.start')}</p>
        ) : null}
      </div>
      <div role="log" aria-label={label}>
        <ol className="flex flex-col gap-3">
          {ordered.map((message, index) => {
            const earlier = ordered[index - 1];
            const newDay = hydrated && (earlier === undefined || dayOf(earlier) !== dayOf(message));
            return (
              <Fragment key={message.id}>
                {newDay ? (
                  <li className="my-2 flex items-center gap-4">
                    <span aria-hidden="true" className="h-px flex-1 bg-ink-950/10" />
                    <span className="text-xs font-medium text-ink-600">
                      {formatDate(message.createdAt, { dateStyle: 'full' })}
                    </span>
                    <span aria-hidden="true" className="h-px flex-1 bg-ink-950/10" />
                  </li>
                ) : null}
                <li className={cx('flex', message.isMine ? 'justify-end' : 'justify-start')}>
                  {renderMessage(message)}
                </li>
              </Fragment>
            );
          })}
        </ol>
      </div>
      {messages.length === 0 ? (
        <p className="py-16 text-center text-sm text-ink-600">{t('conversation.empty')}</p>
      ) : null}
    </div>
  );
}
