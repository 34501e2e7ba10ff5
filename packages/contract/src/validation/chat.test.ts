import { describe, expect, it } from 'vitest';
import { SendChatMessageBodySchema } from '../api/chats';
import { SendMessageSchema } from './chat';

describe('chat message', () => {
  it('is trimmed', () => {
    expect(SendMessageSchema.parse({ content: '  Hello!  ' })).toEqual({ content: 'Hello!' });
  });

  it.each(['', ' \n\t '])('refuses the blank %j', (content) => {
    expect(SendMessageSchema.safeParse({ content }).error?.issues[0]?.message).toBe(
      'Message cannot be empty.',
    );
  });

  it('bounds a message at 2000 characters', () => {
    expect(SendMessageSchema.safeParse({ content: 'a'.repeat(2000) }).success).toBe(true);
    expect(SendMessageSchema.safeParse({ content: 'a'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'Message must be at most 2000 characters.',
    );
  });
});

describe('a message sent in a chat', () => {
  it('holds an application to the cover letter limit, and a text to the message limit', () => {
    const jobId = '0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b';
    const application = (content: string) =>
      SendChatMessageBodySchema.safeParse({ messageType: 'REQUEST', jobId, content });
    expect(application('a'.repeat(2000)).success).toBe(true);
    expect(application('a'.repeat(2001)).error?.issues[0]?.message).toBe(
      'Cover letter must be at most 2000 characters.',
    );
    expect(SendChatMessageBodySchema.safeParse({ content: 'a'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'Message must be at most 2000 characters.',
    );
  });
});
