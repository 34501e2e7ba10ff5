import { randomUUID } from 'node:crypto';
import {
  COMMON_PASSWORD_MESSAGE,
  ACCOUNT_LIMITS,
  TIMINGS,
  type AccountRole,
  type OtpUseCase,
  type UserStatus,
  messageText,
  type Language,
} from '@casting/contract';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { lockUntilCommit } from '../../lib/advisory-lock';
import type { Actor, Authenticator } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { isCommonPassword } from '../../lib/common-passwords';
import type { MailOutbox } from '../../lib/mail/mail-outbox';
import type { MediaUrls } from '../../lib/media-urls';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { HOUR, MINUTE, rateLimited, type RateLimiter } from '../../lib/rate-limit';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import { insertUser } from '../accounts/accounts.repo';
import { insertConsent } from '../users/users.repo';
import { getUserStatus } from '../users/users.service';
import { emailChangedMail, passwordChangedMail, signupAttemptMail } from './auth.mails';
import {
  deleteSession,
  deleteUnverifiedUsers,
  deleteSessionsOfUser,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  updateEmail,
  updatePasswordHash,
} from './auth.repo';
import type { OtpFailures } from './otp.repo';
import type { OtpService } from './otp.service';
import { insertSession, trimSessionsOfUser } from './sessions.repo';
import { createLoginLimits, type LoginFailureLimit } from './login-limits';
import { takeSignupTurn } from './signup-turn';
import { suspendedError } from '../operator-users/suspension-state';
import { graceEnded } from '../account-deletion/deletion-grace';
import { serverText } from '../../lib/messages/server-messages';

export const LOGIN_FAILED_MESSAGE = messageText('loginFailed');
export const EMAIL_TAKEN_MESSAGE = serverText('emailTaken');
const SAME_EMAIL_MESSAGE = serverText('sameEmail');

const LOGIN_FAILURE_BUCKET = 'login-failure';
const LOGIN_BACKOFF_WINDOW = 15 * MINUTE;
const LOGIN_FREE_FAILURES = 5;
const LOGIN_MAX_BACKOFF_SECONDS = 15 * 60;

export interface AuthDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly sessions: Pick<Authenticator, 'announceRevocation' | 'forgetUser'>;
  readonly limiter: RateLimiter;
  readonly outbox: MailOutbox;
  readonly otp: OtpService;
  readonly limitPerIpPerHour: number;
  readonly loginFailures: LoginFailureLimit;
  readonly mediaUrls: MediaUrls;
}

interface SignupInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  readonly role: AccountRole;
  readonly consentVersion?: string;
}

async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw new AppError('VALIDATION_FAILED', [COMMON_PASSWORD_MESSAGE]);
}

export function createAuthService(deps: AuthDeps) {
  const { db, clock, sessions, limiter, outbox, otp, mediaUrls } = deps;
  const SIGNUP_PER_IP = { bucket: 'signup-ip', limit: deps.limitPerIpPerHour, windowMs: HOUR };
  const CODE_REQUESTS_PER_IP = { bucket: 'code-ip', limit: deps.limitPerIpPerHour, windowMs: HOUR };
  const loginLimits = createLoginLimits(db, clock, limiter, deps.loginFailures);
  const deliverSoon = () => void outbox.drain();

  /**
   * Inside the transaction that signs the user in. An account keeps its newest sessions only: the
   * oldest beyond the cap is revoked, and expired ones are deleted. Call `forgetRevoked` after
   * the commit.
   */
  async function startSession(tx: Db, userId: string) {
    const token = newSessionToken();
    const now = clock.now();
    // Two sign-ins at once would each count the other's session as absent and keep one too many.
    await lockUntilCommit(tx, `sessions:${userId}`);
    const session = await insertSession(tx, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TIMINGS.tokenLifetimeMs),
    });
    if (session === null) throw new Error('insert into sessions returned no row');
    const revoked = await trimSessionsOfUser(tx, userId, session.id, ACCOUNT_LIMITS.liveSessions, now);
    if (revoked) await sessions.announceRevocation(tx, userId);
    return { token, userId, revoked };
  }

  /** After the commit of `startSession`: this process stops accepting the revoked session at once. */
  function forgetRevoked(started: { token: string; userId: string; revoked: boolean }): string {
    if (started.revoked) sessions.forgetUser(started.userId);
    return started.token;
  }

  /**
   * Sign-up answers a taken address exactly as a new one, and tells the owner by e-mail: the same
   * status, body and headers, and the same turns per address whatever its state. An address not
   * yet verified is not taken: a new sign-up replaces the pending account (new id, new password,
   * fresh code), so a code verifies only the sign-up whose id it goes with, and nobody can set the
   * password of an address whose mail they do not read.
   */
  async function signup(input: SignupInput, ip: string, language: Language): Promise<UserStatus> {
    await refuseCommonPassword(input.password);
    await limiter.enforce([SIGNUP_PER_IP], ip);
    await limiter.record(SIGNUP_PER_IP.bucket, ip);
    await takeSignupTurn(db, limiter, input.email);
    const passwordHash = await hashPassword(input.password);
    const lookalike: UserStatus = {
      id: randomUUID(),
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      verifiedEmail: null,
      unVerifiedEmail: input.email,
      onboardingCompleted: false,
      language,
      individual: null,
      organization: null,
      privacyConsent: { version: input.consentVersion ?? null, due: input.consentVersion === undefined },
      deletion: null,
    };
    // A code request for the id answered is throttled as it would be for a new account's.
    const answerAsNew = async () => {
      await otp.recordSend(lookalike.id, 'VERIFY_ACCOUNT');
      return lookalike;
    };
    const existing = await findUserByEmail(db, input.email);
    if (existing?.emailVerified === true) {
      await outbox.enqueue(db, signupAttemptMail(existing));
      deliverSoon();
      return answerAsNew();
    }
    try {
      const user = await db.transaction(async (tx) => {
        let carried: OtpFailures | undefined;
        if (existing !== null) {
          // The day's failed codes stay with the address, or signing up again would reset them.
          carried = await otp.discardCodes(tx, existing.id, 'VERIFY_ACCOUNT');
          // Verified meanwhile: the address is taken after all.
          if ((await deleteUnverifiedUsers(tx, [existing.id])).length === 0) return null;
          await sessions.announceRevocation(tx, existing.id);
        }
        const row = await insertUser(tx, { ...input, passwordHash, language });
        if (input.consentVersion !== undefined)
          await insertConsent(tx, row.id, input.consentVersion, clock.now());
        await otp.issue(tx, row, 'VERIFY_ACCOUNT', carried);
        return row;
      });
      if (existing !== null) sessions.forgetUser(existing.id);
      if (user === null) return await answerAsNew();
      await otp.recordSend(user.email, 'VERIFY_ACCOUNT');
      deliverSoon();
      return { ...lookalike, id: user.id };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return answerAsNew();
    }
  }

  async function loginBackoffSeconds(email: string): Promise<number> {
    const failures = await limiter.count(LOGIN_FAILURE_BUCKET, email, LOGIN_BACKOFF_WINDOW);
    if (failures < LOGIN_FREE_FAILURES) return 0;
    const backoff = Math.min(LOGIN_MAX_BACKOFF_SECONDS, 2 ** (failures - LOGIN_FREE_FAILURES) * 30);
    return limiter.waitSeconds({ bucket: LOGIN_FAILURE_BUCKET, limit: 1, windowMs: backoff * 1000 }, email);
  }

  async function checkPassword(input: { email: string; password: string; role: AccountRole }) {
    const user = await findUserByEmail(db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
    return user !== null && valid && user.role === input.role ? user : null;
  }

  async function login(input: { email: string; password: string; role: AccountRole }, ip: string) {
    const wait = await loginBackoffSeconds(input.email);
    if (wait > 0) throw rateLimited(wait, serverText('tooManyLogins', { seconds: wait }));
    const slot = await loginLimits.admit(ip, input.email);
    const user = await checkPassword(input).catch(async (error: unknown) => {
      await loginLimits.release(slot);
      throw error;
    });
    // Past its 14 days an account deleted by its owner is as good as gone, even before the sweep.
    if (user === null || graceEnded(user, clock.now())) {
      await limiter.record(LOGIN_FAILURE_BUCKET, input.email);
      throw new AppError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE);
    }
    await loginLimits.signedIn(slot, ip, input.email);
    // The owner is in: earlier failures no longer say anything about this address.
    await limiter.reset(LOGIN_FAILURE_BUCKET, input.email);
    const suspended = suspendedError(user, clock.now());
    if (suspended !== null) throw suspended;
    if (needsRehash(user.passwordHash))
      await updatePasswordHash(db, user.id, await hashPassword(input.password));
    const token = forgetRevoked(await db.transaction((tx) => startSession(tx, user.id)));
    return { user: await getUserStatus(db, mediaUrls, user.id), token };
  }

  async function logout(actor: Actor): Promise<null> {
    await db.transaction(async (tx) => {
      await deleteSession(tx, actor.sessionId);
      await sessions.announceRevocation(tx, actor.userId);
    });
    sessions.forgetUser(actor.userId);
    return null;
  }

  async function sendCode(user: UserRow, useCase: OtpUseCase): Promise<void> {
    await otp.enforceSendThrottle(user.email, useCase);
    await db.transaction((tx) => otp.issue(tx, user, useCase));
    await otp.recordSend(user.email, useCase);
    deliverSoon();
  }

  /** The same answer whether or not the account exists or may have the code. */
  async function requestCode(
    input: { userId: string; useCase: OtpUseCase },
    actor: Actor | null,
    ip: string,
  ) {
    await limiter.enforce([CODE_REQUESTS_PER_IP], ip);
    await limiter.record(CODE_REQUESTS_PER_IP.bucket, ip);
    if (input.useCase !== 'VERIFY_ACCOUNT') {
      if (actor === null) throw new AppError('UNAUTHENTICATED', serverText('logIn'));
      if (input.userId !== actor.userId) throw new AppError('FORBIDDEN', serverText('ownCodes'));
    }
    const user = await findUserById(db, input.userId);
    const eligible =
      user !== null && (input.useCase === 'VERIFY_ACCOUNT' ? !user.emailVerified : user.emailVerified);
    if (user === null || !eligible) {
      await otp.enforceSendThrottle(input.userId, input.useCase);
      await otp.recordSend(input.userId, input.useCase);
      return { status: 'sent' as const };
    }
    await sendCode(user, input.useCase);
    return { status: 'sent' as const };
  }

  async function verifyAccount(input: { userId: string; otp: string }) {
    const user = await findUserById(db, input.userId);
    // An unknown or already verified account gets the answer of a wrong code: ids cannot be probed.
    if (user === null || user.emailVerified) return otp.reject(input.userId, 'VERIFY_ACCOUNT');
    const started = await otp.consume(user, 'VERIFY_ACCOUNT', input.otp, async (tx) => {
      await markEmailVerified(tx, user.id);
      return startSession(tx, user.id);
    });
    const token = forgetRevoked(started);
    return { user: await getUserStatus(db, mediaUrls, user.id), token };
  }

  async function forgotPassword(email: string, ip: string) {
    await limiter.enforce([CODE_REQUESTS_PER_IP], ip);
    await limiter.record(CODE_REQUESTS_PER_IP.bucket, ip);
    const user = await findUserByEmail(db, email);
    if (user === null) {
      await otp.enforceSendThrottle(email, 'RESET_PASSWORD');
      await otp.recordSend(email, 'RESET_PASSWORD');
    } else {
      await sendCode(user, 'RESET_PASSWORD');
    }
    return { status: 'sent' as const };
  }

  async function verifyForgotPassword(input: { email: string; otp: string; password: string }) {
    await refuseCommonPassword(input.password);
    const user = await findUserByEmail(db, input.email);
    const passwordHash = await hashPassword(input.password);
    if (user === null) return otp.reject(input.email, 'RESET_PASSWORD');
    await otp.consume(user, 'RESET_PASSWORD', input.otp, async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash);
      await deleteSessionsOfUser(tx, user.id);
      await sessions.announceRevocation(tx, user.id);
      await outbox.enqueue(tx, passwordChangedMail(user));
    });
    sessions.forgetUser(user.id);
    await limiter.reset(LOGIN_FAILURE_BUCKET, user.email);
    deliverSoon();
    return { status: 'password-changed' as const };
  }

  async function resetPassword(
    actor: Actor,
    input: { userId?: string | undefined; otp: string; password: string },
  ) {
    if (input.userId !== undefined && input.userId !== '' && input.userId !== actor.userId) {
      throw new AppError('FORBIDDEN', serverText('ownPassword'));
    }
    await refuseCommonPassword(input.password);
    const user = await findUserById(db, actor.userId);
    if (user === null) throw new AppError('UNAUTHENTICATED', serverText('logIn'));
    const passwordHash = await hashPassword(input.password);
    await otp.consume(user, 'RESET_PASSWORD', input.otp, async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash);
      await deleteSessionsOfUser(tx, user.id, actor.sessionId);
      await sessions.announceRevocation(tx, user.id);
      await outbox.enqueue(tx, passwordChangedMail(user));
    });
    sessions.forgetUser(user.id);
    await limiter.reset(LOGIN_FAILURE_BUCKET, user.email);
    deliverSoon();
    return { status: 'password-changed' as const };
  }

  /** The code is checked first: whether another account uses the address is told only to its owner's code. */
  async function changeEmail(actor: Actor, input: { newEmail: string; otp: string }) {
    const user = await findUserById(db, actor.userId);
    if (user === null) throw new AppError('UNAUTHENTICATED', serverText('logIn'));
    if (input.newEmail === user.email.toLowerCase())
      throw new AppError('VALIDATION_FAILED', [SAME_EMAIL_MESSAGE]);
    try {
      await otp.consume(user, 'UPDATE_EMAIL', input.otp, async (tx) => {
        if ((await findUserByEmail(tx, input.newEmail)) !== null)
          throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
        await updateEmail(tx, user.id, input.newEmail);
        await deleteSessionsOfUser(tx, user.id, actor.sessionId);
        await sessions.announceRevocation(tx, user.id);
        await outbox.enqueue(tx, emailChangedMail(user, input.newEmail));
      });
      sessions.forgetUser(user.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    deliverSoon();
    return { user: await getUserStatus(db, mediaUrls, user.id) };
  }

  return {
    signup,
    login,
    logout,
    requestCode,
    verifyAccount,
    forgotPassword,
    verifyForgotPassword,
    resetPassword,
    changeEmail,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
