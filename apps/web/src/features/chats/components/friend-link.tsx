import type { ChatSummary } from '@casting/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Where the chat header's name and picture lead: a talent's profile, or an organization's page. */
function friendPage(chat: ChatSummary | null): string | null {
  const { individualId = null, organizationId = null } = chat?.friend ?? {};
  if (individualId !== null) return paths.individual(individualId);
  return organizationId === null ? null : paths.organization(organizationId);
}

export function FriendLink({
  chat,
  children,
}: {
  readonly chat: ChatSummary | null;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('chats');
  const page = friendPage(chat);
  if (page === null) return <div className="flex min-w-0 items-center gap-4">{children}</div>;
  return (
    <Link
      to={page}
      className="group flex min-w-0 items-center gap-4 rounded-full pe-3 hover:bg-ink-950/5 focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      {children}
      <span className="sr-only shrink-0 text-sm text-ink-600 group-hover:text-ink-900 sm:not-sr-only">
        {t('conversation.viewProfile')}
      </span>
    </Link>
  );
}
