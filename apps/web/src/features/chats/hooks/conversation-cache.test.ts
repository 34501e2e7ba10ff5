import type { Message, MessagesPage } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '../api/get-messages';
import { addMessage, mergeNewer, mergeOlder } from './conversation-cache';

function message(id: string, createdAt: string): Message {
  return { id, createdAt } as unknown as Message;
}

const open: Conversation = {
  items: [message('00000000-0000-4000-8000-000000000001', '2026-11-29T10:00:00.000Z')],
  newerCursor: 'a',
  olderCursor: null,
  closed: false,
  friendSuspended: false,
  friendDeleted: false,
};

function page(closed: boolean, friendSuspended = false): MessagesPage {
  return { items: [], olderCursor: null, newerCursor: 'a', closed, friendSuspended, friendDeleted: false };
}

describe('whether a held chat is closed (issue 35)', () => {
  it('follows the latest answer: a block closes it, an unblock opens it again', () => {
    const closed = mergeNewer(open, page(true));
    expect(closed.closed).toBe(true);
    expect(closed.items).toEqual(open.items);
    expect(mergeNewer(closed, page(false)).closed).toBe(false);
  });

  it('says when the other account is suspended', () => {
    expect(mergeNewer(open, page(false, true)).friendSuspended).toBe(true);
  });

  it('keeps what it knew when older messages or a sent one are added', () => {
    const closed = mergeNewer(open, page(true));
    expect(mergeOlder(closed, page(false)).closed).toBe(true);
    expect(
      addMessage(closed, message('00000000-0000-4000-8000-000000000002', '2026-11-29T11:00:00.000Z')).closed,
    ).toBe(true);
  });
});
