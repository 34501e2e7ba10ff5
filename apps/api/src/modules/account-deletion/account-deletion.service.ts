import { PRIVACY_REQUEST_DAYS, type UserStatus } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor, Authenticator } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { MediaUrls } from '../../lib/media-urls';
import { serverText } from '../../lib/messages/server-messages';
import { verifyPassword } from '../../lib/password';
import { MINUTE, type RateLimiter } from '../../lib/rate-limit';
import { deleteSessionsOfUser, findUserById } from '../auth/auth.repo';
import { talentMoney } from '../milestones/money-balances.repo';
import { insertPrivacyRequest } from '../operator-privacy-requests/operator-privacy-requests.repo';
import { getUserStatus } from '../users/users.service';
import {
  clearDeletionRequest,
  completeDeletionRequests,
  hasUnsettledMilestone,
  markDeletionRequested,
} from './account-deletion.repo';
import { GRACE_MS } from './deletion-grace';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Wrong passwords on a session: a stolen session cannot guess its way to deleting the account. */
const WRONG_PASSWORDS = { bucket: 'delete-account-password', limit: 5, windowMs: 15 * MINUTE };

/**
 * A person deletes their own account (issue 36): confirmed with the password, refused while money
 * is unsettled, undone by restoring within the grace. The destruction after it is the scheduler's.
 */
export function createAccountDeletionService(deps: {
  db: Db;
  clock: Clock;
  mediaUrls: MediaUrls;
  sessions: Pick<Authenticator, 'announceRevocation' | 'forgetUser'>;
  limiter: RateLimiter;
}) {
  const { db, clock, sessions, limiter } = deps;

  async function checkPassword(userId: string, password: string): Promise<void> {
    await limiter.enforce([WRONG_PASSWORDS], userId);
    const user = await findUserById(db, userId);
    if (user !== null && (await verifyPassword(user.passwordHash, password))) return;
    await limiter.record(WRONG_PASSWORDS.bucket, userId);
    throw new AppError('VALIDATION_FAILED', [serverText('deletionPasswordWrong')]);
  }

  /**
   * What must be settled first, in the order a person would do it; null when nothing is left. Read
   * in the transaction that marks the account, after its row lock: a payment started at the same
   * time either committed before (and is seen here) or waits for the mark and is refused.
   */
  async function unsettled(tx: Db, actor: Actor): Promise<string | null> {
    if (await hasUnsettledMilestone(tx, actor.userId)) return serverText('deletionMoneyUnsettled');
    if (actor.role !== 'INDIVIDUAL') return null;
    const money = await talentMoney(tx, actor.userId);
    if (money.available > 0) return serverText('deletionBalanceLeft');
    if (money.withdrawing > 0) return serverText('deletionWithdrawalOnItsWay');
    return null;
  }

  async function request(actor: Actor, password: string): Promise<null> {
    await checkPassword(actor.userId, password);
    const at = clock.now();
    await db.transaction(async (tx) => {
      if (!(await markDeletionRequested(tx, actor.userId, at))) return;
      const blocker = await unsettled(tx, actor);
      if (blocker !== null) throw new AppError('CONFLICT', blocker);
      await deleteSessionsOfUser(tx, actor.userId);
      await sessions.announceRevocation(tx, actor.userId);
      await insertPrivacyRequest(tx, {
        userId: actor.userId,
        kind: 'DELETION',
        dueAt: new Date(at.getTime() + PRIVACY_REQUEST_DAYS * DAY_MS),
        createdAt: at,
      });
    });
    sessions.forgetUser(actor.userId);
    return null;
  }

  async function restore(actor: Actor): Promise<UserStatus> {
    const at = clock.now();
    const restored = await db.transaction(async (tx) => {
      if (!(await clearDeletionRequest(tx, actor.userId, new Date(at.getTime() - GRACE_MS)))) return false;
      await completeDeletionRequests(tx, actor.userId, at);
      return true;
    });
    if (restored) sessions.forgetUser(actor.userId);
    return getUserStatus(db, deps.mediaUrls, actor.userId);
  }

  return { request, restore };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
