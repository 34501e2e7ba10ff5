import type { ChatSummary, Message } from '@casting/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Where the chat header's name and picture lead: a talent's profile, or for an organization the
 * page of the newest job this chat is about (where its logo, links and contacts are shown: there
 * is no organization page of its own). Plain text while neither is known.
 */
function friendPage(
  chat: ChatSummary | null,
  messages: readonly Message[] | undefined,
): { to: string; hint: 'viewProfile' | 'viewJob' } | null {
  const individualId = chat?.friend.individualId ?? null;
  if (individualId !== null) return { to: paths.individual(individualId), hint: 'viewProfile' };
  // Messages come newest first.
  const jobId = messages?.find((message) => message.jobId !== null)?.jobId ?? null;
  return jobId === null ? null : { to: paths.job(jobId), hint: 'viewJob' };
}

export function FriendLink({
  chat,
  messages,
  children,
}: {
  readonly chat: ChatSummary | null;
  readonly messages: readonly Message[] | undefined;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('chats');
  const page = friendPage(chat, messages);
  if (page === null) return <div className="flex min-w-0 items-center gap-4">{children}</div>;
  return (
    <Link
      to={page.to}
      className="group flex min-w-0 items-center gap-4 rounded-full pe-3 hover:bg-ink-950/5 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      {children}
      <span className="sr-only shrink-0 text-sm text-ink-600 group-hover:text-ink-900 sm:not-sr-only">
        {t(`conversation.${page.hint}`)}
      </span>
    </Link>
  );
}
