import type { ChatSummary, Message, MessagesPage } from '@casting/contract';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import { pageFrom, rowsToRead } from '../../lib/page';
import { findPublicNameOfUser } from '../accounts/accounts.repo';
import type { Notifier } from '../notifications/notifier';
import { decodeCursor, encodeCursor, toChatSummary, toMessage } from './chats.mapper';
import {
  findChatOfParticipant,
  findMessagesPage,
  findMessageWithRequest,
  insertMessage,
  listChatsOf,
  markChatRead,
  upsertChat,
} from './chats.repo';
import { findVisibleIndividual } from '../accounts/accounts.repo';
import { serverText } from '../../lib/messages/server-messages';
import { isBlockedBetween } from '../blocks/blocks.repo';
import { isDeletedAccount } from '../account-deletion/account-deletion.repo';
import { refuseContact } from '../contact-settings/contact-rule';

export const CHAT_NOT_FOUND = serverText('chatMissing');

export interface ChatsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly events: EventBus;
  readonly notifier: Notifier;
  readonly mediaUrls: MediaUrls;
  readonly allowance: AccountAllowance;
}

function sideOf(actor: Actor): 'individual' | 'organization' {
  return actor.role === 'INDIVIDUAL' ? 'individual' : 'organization';
}

export function createChatsService(deps: ChatsDeps) {
  const { db, clock, events, notifier, mediaUrls, allowance } = deps;

  async function list(actor: Actor, page: number, limit: number) {
    const side = sideOf(actor);
    const rows = await listChatsOf(db, actor.userId, side, rowsToRead(limit), (page - 1) * limit);
    return pageFrom(rows, page, limit, (row): ChatSummary => toChatSummary(row, side, mediaUrls));
  }

  async function messages(
    actor: Actor,
    chatId: string,
    query: { cursor: string | undefined; direction: 'AFTER' | 'BEFORE'; limit: number },
  ): Promise<MessagesPage> {
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor, chatId);
    if (cursor === 'unreadable') throw new AppError('VALIDATION_FAILED', [serverText('cursorInvalid')]);
    if (cursor === 'another chat')
      throw new AppError('VALIDATION_FAILED', [serverText('cursorOfAnotherChat')]);
    const rows = await findMessagesPage(db, chatId, actor.userId, {
      cursor,
      direction: query.direction,
      limit: query.limit,
    });
    const chat = rows[0];
    if (chat === undefined) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
    if (cursor === null || query.direction === 'AFTER') await notifier.chatViewed(db, actor.userId, chatId);
    const found = rows.filter((row) => row.id !== null);
    const items = found.map((row) => toMessage(row, actor.userId));
    if (cursor !== null && query.direction === 'AFTER') items.reverse();
    const newest = items[0];
    const oldest = items.at(-1);
    // Read up to the newest message seen: unread counts what arrives after it.
    if (
      newest !== undefined &&
      (cursor === null || query.direction === 'AFTER') &&
      items.some((item) => !item.isMine)
    ) {
      await markChatRead(db, chatId, sideOf(actor), new Date(newest.createdAt));
    }
    return {
      items,
      closed: chat.closed,
      friendSuspended: chat.friendSuspended,
      friendDeleted: chat.friendDeleted,
      newerCursor:
        newest === undefined
          ? (query.cursor ?? null)
          : encodeCursor(chatId, new Date(newest.createdAt), newest.id),
      olderCursor:
        oldest === undefined || items.length < query.limit
          ? null
          : encodeCursor(chatId, new Date(oldest.createdAt), oldest.id),
    };
  }

  async function sendText(
    actor: Actor,
    chatId: string,
    content: string,
  ): Promise<Message & { chatId: string }> {
    const chat = await findChatOfParticipant(db, chatId, actor.userId);
    if (chat === null) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
    const recipientUserId =
      chat.individualUserId === actor.userId ? chat.organizationUserId : chat.individualUserId;
    if (
      (await isBlockedBetween(db, chat.individualUserId, chat.organizationUserId)) ||
      (await isDeletedAccount(db, recipientUserId))
    )
      throw new AppError('FORBIDDEN', serverText('chatClosed'));
    const senderName = await findPublicNameOfUser(db, actor.userId);
    const row = await db.transaction(async (tx) => {
      await allowance.take(tx, 'message', actor.userId);
      const message = await insertMessage(tx, {
        chatId,
        senderUserId: actor.userId,
        content,
        createdAt: clock.now(),
      });
      await events.publish(tx, {
        type: 'message',
        chatId,
        userIds: [chat.individualUserId, chat.organizationUserId],
      });
      await notifier.record(tx, {
        userId: recipientUserId,
        kind: 'NEW_MESSAGE',
        actorName: senderName,
        chatId,
      });
      return message;
    });
    const full = await findMessageWithRequest(db, row.id);
    if (full === null) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
    return { ...toMessage(full, actor.userId), chatId };
  }

  /**
   * The organization's chat with a talent, made on first contact if the talent accepts contact
   * from it (contact-rule.ts); only a new chat counts. A chat they have opens as it is.
   */
  async function open(actor: Actor, individualId: string): Promise<ChatSummary> {
    if (actor.role !== 'ORGANIZATION')
      throw new AppError('FORBIDDEN', 'Only organizations can start a chat.');
    const individual = await findVisibleIndividual(db, individualId);
    if (individual === null) throw new AppError('NOT_FOUND', 'This talent does not exist.');
    const chat = await db.transaction(async (tx) => {
      const row = await upsertChat(tx, individual.userId, actor.userId, clock.now());
      if (row.created) {
        await refuseContact(tx, actor.userId, individual.userId);
        await allowance.take(tx, 'chat', actor.userId);
      }
      return row;
    });
    const [row] = await listChatsOf(db, actor.userId, 'organization', 1, 0, chat.id);
    if (row === undefined) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
    return toChatSummary(row, 'organization', mediaUrls);
  }

  return { list, messages, sendText, open };
}
