import { describe, expect, it } from 'vitest';
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

  it('bounds a message at 5000 characters', () => {
    expect(SendMessageSchema.safeParse({ content: 'a'.repeat(5000) }).success).toBe(true);
    expect(SendMessageSchema.safeParse({ content: 'a'.repeat(5001) }).error?.issues[0]?.message).toBe(
      'Message must be at most 5000 characters.',
    );
  });
});
