import type { AccountRole, ChatSummary, JobRequestAction, Message } from '@casting/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { ArrowForwardIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { SafetyMenu } from '../../safety/components/safety-menu';
import { VerifiedMark } from '../../../ui/verified-mark';
import { useMessages } from '../api/get-messages';
import { useOlderMessages } from '../api/get-older-messages';
import { useJobRequestTransition } from '../api/transition-job-request';
import { Avatar } from './avatar';
import { ContractCard } from './contract-card';
import { FriendLink } from './friend-link';
import { InvitationCard } from './invitation-card';
import { MessageBubble, MessageTime } from './message-bubble';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { ReviewModal, type ReviewTarget } from './review-modal';
import { friendAccountId, friendName } from '../friend-account';

export interface ConversationPaneProps {
  readonly chatId: string;
  /** The chat's list entry, when the list has loaded it. */
  readonly chat: ChatSummary | null;
  readonly role: AccountRole;
  readonly onBack: () => void;
}

export function ConversationPane({ chatId, chat, role, onBack }: ConversationPaneProps) {
  const { t } = useTranslation('chats');
  const conversation = useMessages(chatId);
  const older = useOlderMessages(chatId);
  const transition = useJobRequestTransition(chatId);
  const [pending, setPending] = useState<{ requestId: string; action: JobRequestAction } | null>(null);
  const [reviewTarget, setReviewTarget] = useState<ReviewTarget | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const deleted = conversation.data?.friendDeleted ?? chat?.friend.deleted ?? false;
  const name = chat === null ? t('conversation.fallbackName') : friendName(chat.friend, t);
  const failed = conversation.isError && conversation.data === undefined;
  const friendId = friendAccountId(chat, conversation.data?.items);
  const closed = conversation.data?.closed ?? chat?.closed ?? false;
  const suspended = conversation.data?.friendSuspended ?? chat?.friend.suspended ?? false;

  useEffect(() => {
    if (failed)
      toast.error(errorMessage(conversation.error, t('conversation.loadError')), `messages-${chatId}`);
  }, [failed, conversation.error, chatId, t]);

  const loadOlder = () => {
    older.mutate(undefined, {
      onError: (error) => {
        toast.error(errorMessage(error, t('conversation.loadError')));
      },
    });
  };

  const act = (message: Message, action: JobRequestAction) => {
    const request = message.jobRequest;
    if (request === null) return;
    setPending({ requestId: request.id, action });
    transition.mutate(
      { action, jobId: request.job.id, requestId: request.id },
      {
        onSuccess: () => {
          toast.success(t(`contract.success.${action}`));
          if (action === 'finish') {
            setReviewTarget({ jobId: request.job.id, requestId: request.id, jobTitle: request.job.title });
          }
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('contract.failed')));
        },
        onSettled: () => {
          setPending(null);
        },
      },
    );
  };

  const renderMessage = (message: Message) => {
    const request = message.jobRequest;
    if (message.messageType === 'INVITATION' && request !== null) {
      return (
        <div className={`flex w-full flex-col gap-1 ${message.isMine ? 'items-end' : 'items-start'}`}>
          <InvitationCard message={message} jobRequest={request} role={role} />
          <MessageTime message={message} className="px-2" />
        </div>
      );
    }
    if (message.messageType !== 'REQUEST' || request === null) {
      return (
        <MessageBubble
          message={message}
          friendName={name}
          actions={
            message.isMine || message.notice !== null ? undefined : (
              <SafetyMenu
                size="sm"
                align="start"
                label={t('conversation.messageActions')}
                name={name}
                report={{ targetType: 'MESSAGE', targetId: message.id }}
                blockId={friendId}
              />
            )
          }
        />
      );
    }
    return (
      <div className={`flex w-full flex-col gap-1 ${message.isMine ? 'items-end' : 'items-start'}`}>
        <ContractCard
          message={message}
          jobRequest={request}
          role={role}
          partyName={name}
          pendingAction={pending?.requestId === request.id ? pending.action : null}
          onAction={(action) => {
            act(message, action);
          }}
          onReview={() => {
            setReviewTarget({ jobId: request.job.id, requestId: request.id, jobTitle: request.job.title });
          }}
        />
        <MessageTime message={message} className="px-2" />
      </div>
    );
  };

  return (
    <>
      <header className="flex items-center gap-4 border-b border-ink-950/10 bg-sand-50 px-6 py-4">
        <button
          type="button"
          onClick={onBack}
          className="-ms-2 grid size-10 cursor-pointer place-items-center rounded-full text-ink-700 hover:bg-ink-950/5 md:hidden"
        >
          {/* Mirrored: "back" points against the reading direction, whichever it is. */}
          <span className="inline-flex -scale-x-100">
            <ArrowForwardIcon className="size-5" />
          </span>
          <span className="sr-only">{t('conversation.back')}</span>
        </button>
        <FriendLink chat={chat}>
          <Avatar name={name} picture={chat?.friend.profilePicture ?? null} size="lg" />
          <Heading level={2} size="subtitle" className="flex min-w-0 items-center gap-1.5 text-ink-950">
            <span dir="auto" className="truncate">
              {name}
            </span>
            {chat?.friend.verified === true ? <VerifiedMark label={t('conversation.verified')} /> : null}
          </Heading>
        </FriendLink>
        {friendId === null ? null : (
          <SafetyMenu
            className="ms-auto"
            label={t('conversation.moreActions')}
            name={name}
            report={{ targetType: 'USER', targetId: friendId }}
            blockId={friendId}
          />
        )}
      </header>

      {conversation.data === undefined ? (
        <div className="grid flex-1 place-items-center bg-sand-100/50 p-8">
          {failed ? (
            <div className="text-center" role="alert">
              <p className="font-medium text-ink-900">{t('conversation.loadError')}</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-4"
                onClick={() => {
                  void conversation.refetch();
                }}
              >
                {t('conversation.retry')}
              </Button>
            </div>
          ) : (
            <p className="flex items-center gap-3 text-sm text-ink-600" role="status">
              <Spinner className="size-4" />
              {t('conversation.loading')}
            </p>
          )}
        </div>
      ) : (
        <MessageList
          label={t('conversation.log', { name })}
          messages={conversation.data.items}
          hasOlder={conversation.data.olderCursor !== null}
          isLoadingOlder={older.isPending}
          onLoadOlder={loadOlder}
          sentCount={sentCount}
          renderMessage={renderMessage}
        />
      )}

      {closed || suspended ? (
        // The same plain sentence to both sides: nobody is told who blocked whom.
        <p
          role="status"
          className="border-t border-ink-950/10 bg-sand-100 px-6 py-5 text-center text-sm text-ink-700"
        >
          {deleted
            ? t('conversation.deleted')
            : suspended
              ? t('conversation.suspended')
              : t('conversation.closed')}
        </p>
      ) : (
        <MessageComposer
          chatId={chatId}
          onSent={() => {
            setSentCount((count) => count + 1);
          }}
        />
      )}

      <ReviewModal
        chatId={chatId}
        role={role}
        name={name}
        target={reviewTarget}
        onClose={() => {
          setReviewTarget(null);
        }}
      />
    </>
  );
}
