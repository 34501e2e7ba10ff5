import type { ChatSummary } from '@casting/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { friendName } from '../friend-account';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { cx } from '../../../ui/class-names';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { chatsQuery, useChats } from '../api/get-chats';
import { messagesQuery } from '../api/get-messages';
import { ChatList } from '../components/chat-list';
import { ConversationPane } from '../components/conversation-pane';
import { WelcomePanel } from '../components/welcome-panel';
import { useChatLiveUpdates } from '../hooks/use-chat-live-updates';
import { usePaymentReturn } from '../hooks/use-payment-return';

/** The chosen chat lives in the address (?chat=…), so a reload or the back button keeps it. */
const CHAT_PARAM = 'chat';

/**
 * The chat list and the open chat's latest messages, fetched before the page renders: by the
 * server for its render (ADR 022), otherwise beside the page's code. Only what is missing: the
 * list is read again as the page shows it, unless the server fetched it for this page's render
 * (`staleUnlessJustRendered`).
 */
export async function prefetchMessages(queryClient: QueryClient, url: URL): Promise<void> {
  const chatId = url.searchParams.get(CHAT_PARAM);
  await Promise.all([
    queryClient.infiniteQuery({ ...chatsQuery(), staleTime: Infinity }).catch(() => undefined),
    chatId === null
      ? undefined
      : queryClient.query(messagesQuery(queryClient, chatId)).catch(() => undefined),
  ]);
}

/**
 * On a phone an open chat takes the screen under the sticky top bar (its 4.5 rem row and the
 * 3.4 rem row of links), and above the 2.5 rem test-mode banner while payments are simulated:
 * the message box sits at the bottom of the visible screen, and `dvh` follows the browser's
 * toolbars and, with `interactive-widget=resizes-content`, the keyboard.
 */
const PHONE_CONVERSATION =
  'max-md:mt-0 max-md:h-[calc(100dvh-7.9rem)] max-md:in-data-payments-test-mode:h-[calc(100dvh-10.4rem)] max-md:min-h-72 max-md:rounded-none max-md:border-x-0 max-md:shadow-none';

export function MessagesPage() {
  const { t } = useTranslation('chats');
  const { user } = useSession();
  const role = user?.role ?? 'INDIVIDUAL';
  const [searchParams, setSearchParams] = useSearchParams();
  const activeChatId = searchParams.get(CHAT_PARAM);
  const chatOpen = activeChatId !== null;
  useChatLiveUpdates(activeChatId);
  usePaymentReturn();
  const chats = useChats();
  const activeChat = chats.data?.find((chat) => chat.id === activeChatId) ?? null;
  const listFailed = chats.isError && chats.data === undefined;

  useEffect(() => {
    if (listFailed) toast.error(errorMessage(chats.error, t('list.loadError')), 'chat-list');
  }, [listFailed, chats.error, t]);

  const select = (chat: ChatSummary | null) => {
    setSearchParams(chat === null ? {} : { [CHAT_PARAM]: chat.id });
  };

  return (
    <Container className={cx('py-10 lg:py-12', chatOpen && 'max-md:px-0 max-md:py-0')}>
      <DocumentTitle title={t('messages.title')} />
      <div
        className={cx(
          'flex flex-wrap items-end justify-between gap-x-10 gap-y-3',
          chatOpen && 'max-md:hidden',
        )}
      >
        <div>
          <Eyebrow>{t('messages.eyebrow')}</Eyebrow>
          <Heading level={1} size="headline" className="mt-2 text-ink-950">
            {t('messages.title')}
          </Heading>
        </div>
        <p className="max-w-md text-ink-600">{t('messages.description')}</p>
      </div>

      <div
        className={cx(
          'mt-8 grid h-[calc(100dvh-15rem)] min-h-[34rem] md:in-data-payments-test-mode:h-[calc(100dvh-17rem)] overflow-hidden rounded-card border border-ink-950/10 bg-sand-50 shadow-card md:grid-cols-[20rem_1fr] xl:grid-cols-[23rem_1fr]',
          chatOpen && PHONE_CONVERSATION,
        )}
      >
        <aside
          aria-labelledby="chat-list-heading"
          className={cx(
            'min-h-0 min-w-0 flex-col border-ink-950/10 md:flex md:border-e',
            activeChatId === null ? 'flex' : 'hidden',
          )}
        >
          <h2
            id="chat-list-heading"
            className="border-b border-ink-950/10 px-6 py-5 text-eyebrow font-semibold text-ink-600 uppercase"
          >
            {t('list.heading')}
          </h2>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ChatList
              role={role}
              chats={chats.data}
              isError={listFailed}
              onRetry={() => {
                void chats.refetch();
              }}
              hasMore={chats.hasNextPage}
              isLoadingMore={chats.isFetchingNextPage}
              onLoadMore={() => {
                void chats.fetchNextPage();
              }}
              selectedId={activeChatId}
              onSelect={select}
            />
          </div>
        </aside>
        <section
          aria-label={activeChat === null ? t('messages.title') : friendName(activeChat.friend, t)}
          className={cx('min-h-0 min-w-0 flex-col md:flex', activeChatId === null ? 'hidden' : 'flex')}
        >
          {activeChatId === null ? (
            <WelcomePanel role={role} />
          ) : (
            <ConversationPane
              key={activeChatId}
              chatId={activeChatId}
              chat={activeChat}
              role={role}
              onBack={() => {
                select(null);
              }}
            />
          )}
        </section>
      </div>
    </Container>
  );
}
