import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unsubscribeTokens } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const tokens = unsubscribeTokens(randomBytes(32));
  const userId = randomUUID();

  it('verify as the account and kind they were signed for', () => {
    expect(tokens.verify(tokens.sign(userId, 'NEW_MESSAGE'))).toEqual({ userId, kind: 'NEW_MESSAGE' });
  });

  it('refuse another account, another kind, another key or a changed signature', () => {
    const [, , signature] = tokens.sign(userId, 'NEW_MESSAGE').split('.');
    expect(tokens.verify(`${randomUUID()}.NEW_MESSAGE.${signature ?? ''}`)).toBeNull();
    expect(tokens.verify(`${userId}.INVITATION.${signature ?? ''}`)).toBeNull();
    expect(unsubscribeTokens(randomBytes(32)).verify(tokens.sign(userId, 'NEW_MESSAGE'))).toBeNull();
    expect(tokens.verify(`${userId}.NEW_MESSAGE.${(signature ?? '').slice(1)}x`)).toBeNull();
    expect(tokens.verify(`${userId}.NOT_A_KIND.${signature ?? ''}`)).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});
