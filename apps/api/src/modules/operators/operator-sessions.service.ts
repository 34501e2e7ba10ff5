import { OPERATOR_RULES, type OperatorSession, type OperatorSignInBody } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { serverText } from '../../lib/messages/server-messages';
import type { OperatorActor } from '../../lib/operator-guard';
import { decoyPasswordHash, verifyPassword } from '../../lib/password';
import { MINUTE, rateLimited, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { insertAuditEntry } from '../audit-log/audit-log.repo';
import {
  claimTotpStep,
  deleteOperatorSession,
  findOperatorByEmail,
  insertOperatorSession,
} from './operators.repo';
import { totpStepOf } from './totp';

/** Failed sign-ins an address, and an IP address, may have before waiting (as user logins). */
const PER_EMAIL: RateRule = { bucket: 'operator-sign-in-email', limit: 5, windowMs: 15 * MINUTE };
const PER_IP: RateRule = { bucket: 'operator-sign-in-ip', limit: 20, windowMs: 15 * MINUTE };

export interface OperatorSessionsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly limiter: RateLimiter;
}

/**
 * E-mail, password and a TOTP code not used before: one answer for every wrong part, so a guess
 * learns nothing of which one failed. Each failure counts against the address and the IP.
 */
export async function signInOperator(
  deps: OperatorSessionsDeps,
  input: OperatorSignInBody,
  ip: string,
): Promise<OperatorSession> {
  const { db, clock, limiter } = deps;
  const email = input.email.toLowerCase();
  let wait = 0;
  for (const [rule, subject] of [
    [PER_EMAIL, email],
    [PER_IP, ip],
  ] as const)
    wait = Math.max(wait, await limiter.waitSeconds(rule, subject));
  if (wait > 0) throw rateLimited(wait, serverText('tooManyLogins', { seconds: wait }));

  const operator = await findOperatorByEmail(db, email);
  const passwordValid = await verifyPassword(
    operator?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  const now = clock.now();
  const step = operator === null || !passwordValid ? null : totpStepOf(operator.totpSecret, input.totp, now);
  const session =
    operator === null || step === null
      ? null
      : await db.transaction(async (tx) => {
          if (!(await claimTotpStep(tx, operator.id, step))) return null;
          const token = newSessionToken();
          const row = await insertOperatorSession(tx, {
            operatorId: operator.id,
            tokenHash: hashToken(token),
            expiresAt: new Date(now.getTime() + OPERATOR_RULES.sessionLifetimeMs),
          });
          await insertAuditEntry(tx, {
            operatorId: operator.id,
            action: 'SIGNED_IN',
            targetType: 'OPERATOR',
            targetId: operator.id,
            after: { sessionId: row.id, ip },
          });
          return { token, expiresAt: row.expiresAt };
        });
  if (operator === null || session === null) {
    await limiter.record(PER_EMAIL.bucket, email);
    await limiter.record(PER_IP.bucket, ip);
    throw new AppError('UNAUTHENTICATED', serverText('operatorSignInFailed'));
  }
  await limiter.reset(PER_EMAIL.bucket, email);
  return {
    operator: { id: operator.id, email: operator.email },
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export async function signOutOperator(db: Db, operator: OperatorActor): Promise<null> {
  await db.transaction(async (tx) => {
    await deleteOperatorSession(tx, operator.sessionId);
    await insertAuditEntry(tx, {
      operatorId: operator.operatorId,
      action: 'SIGNED_OUT',
      targetType: 'OPERATOR',
      targetId: operator.operatorId,
      before: { sessionId: operator.sessionId },
    });
  });
  return null;
}
