import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { chats, messages } from '../db/schema/chats';
import { jobs } from '../db/schema/jobs';
import { reports } from '../db/schema/reports';
import type { Actor } from '../lib/auth';
import type { Clock } from '../lib/clock';
import type { MediaUrls } from '../lib/media-urls';
import type { OperatorActor } from '../lib/operator-guard';
import { createOperator } from '../modules/operators/create-operator';
import { suspendAccount } from '../modules/operator-users/suspensions';
import { decideVerification, requestVerification } from '../modules/verification/verification.service';
import { DEMO_PASSWORD } from './demo-data';
import { pdfDocument } from './demo-document';

/** The demo's operator (README): demo only, its TOTP secret is public. */
export const DEMO_OPERATOR = {
  email: 'operator@demo.nujoom.sa',
  totpSecret: 'NUJOOMDEMOOPERATORTOTPSECRET2345',
} as const;

/** Unified National Numbers of the demo's verification requests (10 digits starting with 7). */
const VERIFIED_NUMBER = '7001234567';
const PENDING_NUMBER = '7007654321';

export interface TrustAndSafetyDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly mediaUrls: MediaUrls;
  /** Uploads a document for the account, returning its key. */
  readonly uploadDocument: (actor: Actor) => Promise<string>;
}

/** Nothing runs yet to hear of revoked sessions: the seed starts no session. */
const NO_SESSIONS = { announceRevocation: () => Promise.resolve(), forgetUser: () => undefined };

/**
 * The console's demo (issue 35): the operator, a verified organization and one waiting for a
 * decision, open reports of a message, a job and a profile, and a suspended talent.
 */
export async function seedTrustAndSafety(
  deps: TrustAndSafetyDeps,
  parties: {
    readonly verified: { readonly actor: Actor; readonly id: string };
    readonly pending: { readonly actor: Actor; readonly id: string };
    readonly reported: { readonly actor: Actor; readonly id: string };
    readonly reporter: Actor;
    readonly suspended: Actor;
  },
): Promise<void> {
  const { db, clock, mediaUrls } = deps;
  const created = await createOperator(db, {
    email: DEMO_OPERATOR.email,
    password: DEMO_PASSWORD,
    totpSecret: DEMO_OPERATOR.totpSecret,
  });
  if (!created.ok) throw new Error(created.problem);
  const operator: OperatorActor = { operatorId: created.id, email: DEMO_OPERATOR.email, sessionId: 'seed' };
  const verification = { db, clock, mediaUrls, registry: null };

  for (const [organization, unifiedNumber] of [
    [parties.verified, VERIFIED_NUMBER],
    [parties.pending, PENDING_NUMBER],
  ] as const) {
    const document = await deps.uploadDocument(organization.actor);
    await requestVerification(verification, organization.actor, { unifiedNumber, document });
  }
  await decideVerification(verification, operator, parties.verified.id, {
    decision: 'APPROVED',
    reason: 'The Unified National Number matches the commercial registration document.',
  });

  await seedReports(db, parties.reporter, parties.reported, parties.suspended.userId);
  await suspendAccount({ db, clock, sessions: NO_SESSIONS }, operator, parties.suspended.userId, {
    days: 14,
    reason: 'Asked applicants to pay a registration fee outside the platform.',
  });
}

/** Open reports by one talent: a message written to them, an organization's job, and a profile. */
async function seedReports(
  db: Db,
  reporter: Actor,
  organization: { readonly actor: Actor; readonly id: string },
  profileUserId: string,
): Promise<void> {
  const [message] = await db
    .select({ id: messages.id, sender: messages.senderUserId })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .where(and(eq(chats.individualUserId, reporter.userId), ne(messages.senderUserId, reporter.userId)))
    .orderBy(asc(messages.createdAt))
    .limit(1);
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.organizationId, organization.id))
    .orderBy(asc(jobs.createdAt))
    .limit(1);
  const rows: (typeof reports.$inferInsert)[] = [
    {
      reporterUserId: reporter.userId,
      targetType: 'USER',
      targetId: profileUserId,
      accountUserId: profileUserId,
      reason: 'FAKE_PROFILE',
      details: 'The portfolio pictures belong to someone else.',
    },
  ];
  if (message !== undefined)
    rows.push({
      reporterUserId: reporter.userId,
      targetType: 'MESSAGE',
      targetId: message.id,
      accountUserId: message.sender,
      reason: 'HARASSMENT',
      details: 'Kept messaging me late at night after I said no.',
    });
  if (job !== undefined)
    rows.push({
      reporterUserId: reporter.userId,
      targetType: 'JOB',
      targetId: job.id,
      accountUserId: organization.actor.userId,
      reason: 'SCAM',
      details: 'The listing asks for a deposit before the shoot.',
    });
  await db.insert(reports).values(rows);
}

/** The demo's commercial registration document: a one-page PDF naming the account. */
export function registrationPdf(actor: Actor): Buffer {
  return pdfDocument([
    'Commercial Registration (demo)',
    'Ministry of Commerce, Kingdom of Saudi Arabia',
    `Account: ${actor.userId}`,
    'This document was drawn by the demo seed; it certifies nothing.',
  ]);
}
