import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface DownloadTokens {
  sign(exportId: string): string;
  /** The export a genuine token was signed for; null for anything else. */
  verify(token: string): string | null;
}

/**
 * `<exportId>.<HMAC-SHA256 of it>`: only the server's key makes one, so the link cannot be guessed
 * from an export's id. Whether it still works is the export's state, read at each download.
 */
export function downloadTokens(key: Buffer): DownloadTokens {
  const signature = (exportId: string) =>
    createHmac('sha256', key).update(`data-export:${exportId}`).digest('base64url');
  return {
    sign: (exportId) => `${exportId}.${signature(exportId)}`,
    verify: (token) => {
      const [exportId, given, ...rest] = token.split('.');
      if (exportId === undefined || given === undefined || rest.length > 0 || !UUID.test(exportId))
        return null;
      const expected = Buffer.from(signature(exportId));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
      return exportId;
    },
  };
}
