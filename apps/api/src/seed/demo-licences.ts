import { addDaysToIsoDate, riyadhDate, type AddLicenceBody } from '@casting/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/schema/jobs';
import type { Actor } from '../lib/auth';
import type { Clock } from '../lib/clock';
import { createLicencesService } from '../modules/licences/licences.service';
import type { Notifier } from '../modules/notifications/notifier';
import { findOperatorByEmail } from '../modules/operators/operators.repo';
import { pdfDocument } from './demo-document';
import { DEMO_OPERATOR } from './demo-trust-and-safety';

/** The demo job that asks for a Mawthooq licence: a campaign shown on social media. */
export const MAWTHOOQ_JOB_TITLE = 'Models for the winter abaya collection';

function licencePdf(actor: Actor, title: string): Buffer {
  return pdfDocument([
    title,
    `Account: ${actor.userId}`,
    'This document was drawn by the demo seed; it certifies nothing.',
  ]);
}

/**
 * Licences of the demo (issue 36): a verified Mawthooq licence (lina@), one waiting in the
 * console (yousef@), a verified tour-guide licence that expires within 30 days (khalid@), and
 * the job that requires Mawthooq. Run after the operator exists; a few rows, no images.
 */
export async function seedLicences(
  deps: {
    readonly db: Db;
    readonly clock: Clock;
    readonly notifier: Notifier;
    readonly uploadDocument: (actor: Actor, file: Buffer) => Promise<string>;
  },
  parties: { readonly verified: Actor; readonly pending: Actor; readonly expiring: Actor },
): Promise<void> {
  const { db, clock } = deps;
  const operator = await findOperatorByEmail(db, DEMO_OPERATOR.email);
  if (operator === null) throw new Error('the demo operator is seeded before the licences');
  const licences = createLicencesService(deps);
  const today = riyadhDate(clock.now());
  const add = async (actor: Actor, body: Omit<AddLicenceBody, 'evidence'>) =>
    licences.add(actor, {
      ...body,
      evidence: await deps.uploadDocument(actor, licencePdf(actor, `${body.type} ${body.number} (demo)`)),
    });
  const reviewer = { operatorId: operator.id, email: DEMO_OPERATOR.email, sessionId: 'seed' };

  const mawthooq = await add(parties.verified, {
    type: 'MAWTHOOQ',
    number: '2150348',
    issuer: 'General Commission for Audiovisual Media',
    expiresOn: addDaysToIsoDate(today, 300),
  });
  await licences.decide(reviewer, mawthooq.id, {
    decision: 'VERIFIED',
    reason: 'The number and name match the Mawthooq register.',
  });
  await add(parties.pending, {
    type: 'MAWTHOOQ',
    number: '2197716',
    issuer: 'General Commission for Audiovisual Media',
    expiresOn: addDaysToIsoDate(today, 200),
  });
  const guide = await add(parties.expiring, {
    type: 'TOUR_GUIDE',
    number: 'TG-40912',
    issuer: 'Ministry of Tourism',
    expiresOn: addDaysToIsoDate(today, 20),
  });
  await licences.decide(reviewer, guide.id, {
    decision: 'VERIFIED',
    reason: 'Valid tour-guide licence in the Ministry of Tourism register.',
  });
  await db.update(jobs).set({ requiredLicence: 'MAWTHOOQ' }).where(eq(jobs.title, MAWTHOOQ_JOB_TITLE));
}
