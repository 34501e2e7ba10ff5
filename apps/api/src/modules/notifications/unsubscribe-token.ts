import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@casting/contract';

export interface UnsubscribeTokens {
  sign(userId: string, kind: NotificationKind): string;
  /** The account and kind a genuine token was signed for; null for anything else. */
  verify(token: string): { userId: string; kind: NotificationKind } | null;
}

/** `<userId>.<kind>.<HMAC-SHA256 of both>`: only the server's key makes one for an account and kind. */
export function unsubscribeTokens(key: Buffer): UnsubscribeTokens {
  const signature = (userId: string, kind: string) =>
    createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
  return {
    sign: (userId, kind) => `${userId}.${kind}.${signature(userId, kind)}`,
    verify: (token) => {
      const [userId, kind, given, ...rest] = token.split('.');
      if (userId === undefined || kind === undefined || given === undefined || rest.length > 0) return null;
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
      const expected = Buffer.from(signature(userId, kind));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return { userId, kind: kind as NotificationKind };
    },
  };
}
