import type { Db } from '../../db/database';
import { waitText } from '../../lib/account-limits';
import { serverText } from '../../lib/messages/server-messages';
import { HOUR, MINUTE, type RateLimiter } from '../../lib/rate-limit';

/** As often as a code may be sent again: each sign-up e-mails the address (a code, or a warning to its owner). */
const SIGNUPS_PER_ADDRESS = [
  { bucket: 'signup-address', limit: 1, windowMs: MINUTE },
  { bucket: 'signup-address', limit: 5, windowMs: HOUR },
] as const;

/**
 * Takes one of the address's sign-up turns, or throws a 429 with Retry-After. Free, pending and
 * verified addresses alike, before the address is looked up, so that neither the answer nor the
 * limit tells them apart; the turn is taken under a lock, so of a burst sent at once one wins.
 */
export function takeSignupTurn(db: Db, limiter: RateLimiter, email: string): Promise<void> {
  return db.transaction((tx) =>
    limiter.consume(tx, SIGNUPS_PER_ADDRESS, email.toLowerCase(), (wait) =>
      serverText('signupAgainIn', { wait: waitText(wait) }),
    ),
  );
}
