import type { ChatSummary, Message } from '@casting/contract';
import { describe, expect, it } from 'vitest';
import { friendAccountId } from './friend-account';

const TALENT = '00000000-0000-4000-8000-000000000001';
const ORGANIZATION_USER = '00000000-0000-4000-8000-000000000002';
const ME = '00000000-0000-4000-8000-000000000003';
const ORGANIZATION = '00000000-0000-4000-8000-000000000004';

function chat(individualId: string | null, organizationId: string | null = null): ChatSummary {
  return {
    friend: { name: 'AlUla Arts Gallery', profilePicture: null, individualId, organizationId },
  } as unknown as ChatSummary;
}

function message(senderId: string, isMine: boolean, notice: Message['notice'] = null): Message {
  return { id: senderId, senderId, isMine, notice } as unknown as Message;
}

describe("the id that reports and blocks a chat's other person", () => {
  it("is a talent's profile id", () => {
    expect(friendAccountId(chat(TALENT), [message(ME, true)])).toBe(TALENT);
  });

  it("is an organization's id, before any message of its own", () => {
    expect(friendAccountId(chat(null, ORGANIZATION), [message(ME, true)])).toBe(ORGANIZATION);
  });

  it("is otherwise an organization's user, the sender of one of its own messages, never of a notice", () => {
    const notice = { kind: 'JOB_CLOSED' } as unknown as Message['notice'];
    expect(
      friendAccountId(chat(null), [
        message(ME, true),
        message(ME, false, notice),
        message(ORGANIZATION_USER, false),
      ]),
    ).toBe(ORGANIZATION_USER);
  });

  it('is unknown while neither the list nor a message of theirs says it', () => {
    expect(friendAccountId(null, undefined)).toBeNull();
    expect(friendAccountId(chat(null), [message(ME, true)])).toBeNull();
  });
});
