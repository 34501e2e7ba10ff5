import type { ChatSummary, Message } from '@casting/contract';

/**
 * The id that reports and blocks the other person of a chat (their user, talent profile or
 * organization id, which the API all accepts): the talent's profile or the organization's,
 * otherwise, before the chat's summary is known, the sender of one of their messages. Null while
 * neither is known.
 */
export function friendAccountId(
  chat: ChatSummary | null,
  messages: readonly Message[] | undefined,
): string | null {
  const profileId = chat?.friend.individualId ?? chat?.friend.organizationId ?? null;
  if (profileId !== null) return profileId;
  return messages?.find((message) => !message.isMine && message.notice === null)?.senderId ?? null;
}

/** The other person's name as the page shows it: "Deleted account" once they deleted it (issue 36). */
export function friendName(
  friend: ChatSummary['friend'],
  t: (key: 'conversation.deletedAccount') => string,
): string {
  return friend.deleted ? t('conversation.deletedAccount') : friend.name;
}
