import type { Db } from '../../db/database';
import { lockUntilCommit } from '../../lib/advisory-lock';
import type { Clock } from '../../lib/clock';
import { serverText } from '../../lib/messages/server-messages';
import { DAY, rateLimited, type RateLimiter } from '../../lib/rate-limit';
import { countRateEvents, deleteRateEvent, insertRateEvent } from '../../lib/rate-events.repo';

/** Failed logins one IP address may have, across addresses, in a window (AUTH_LOGIN_FAILURE_*). */
export interface LoginFailureLimit {
  readonly perIp: number;
  readonly windowMs: number;
}

const IP_BUCKET = 'login-failure-ip';
const KNOWN_BUCKET = 'login-known';
/** Within the week rate events are kept for (housekeeping.ts). */
const KNOWN_FOR_MS = 7 * DAY;

/**
 * Failed logins from one IP address. Once it has had its wave (`perIp` failures in the window),
 * the limit keys on the address and the IP together: an address that signed in from that IP in
 * the last week still gets its try, so the people behind a shared IP keep signing in while the
 * rest waits until the oldest failure leaves the window. Each try takes a slot under a lock
 * before the password is checked, so a burst sent at once gets no more than `perIp` failures; a
 * try that did not fail gives its slot back.
 */
export function createLoginLimits(db: Db, clock: Clock, limiter: RateLimiter, limit: LoginFailureLimit) {
  const rule = { bucket: IP_BUCKET, limit: limit.perIp, windowMs: limit.windowMs };
  const pair = (ip: string, email: string) => `${ip} ${email.toLowerCase()}`;

  /** The slot of one try, or a 429 with Retry-After. */
  function admit(ip: string, email: string): Promise<string> {
    return db.transaction(async (tx) => {
      await lockUntilCommit(tx, `rate:${IP_BUCKET}:${ip}`);
      const wait = await limiter.waitSeconds(rule, ip, tx);
      if (wait > 0) {
        const since = new Date(clock.now().getTime() - KNOWN_FOR_MS);
        const known = await countRateEvents(tx, KNOWN_BUCKET, pair(ip, email), since);
        if (known === 0) throw rateLimited(wait, serverText('tooManyLogins', { seconds: wait }));
      }
      return insertRateEvent(tx, IP_BUCKET, ip, clock.now());
    });
  }

  /** The try did not fail (it signed in, or could not be checked): its slot is given back. */
  function release(slot: string): Promise<void> {
    return deleteRateEvent(db, slot);
  }

  async function signedIn(slot: string, ip: string, email: string): Promise<void> {
    await release(slot);
    await limiter.record(KNOWN_BUCKET, pair(ip, email));
  }

  return { admit, release, signedIn };
}

export type LoginLimits = ReturnType<typeof createLoginLimits>;
