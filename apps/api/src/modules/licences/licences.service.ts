import {
  LICENCE_RULES,
  messageText,
  riyadhDate,
  type AddLicenceBody,
  type DecideLicenceBody,
  type Licence,
  type OperatorLicence,
  type RequirableLicenceType,
} from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { serverText } from '../../lib/messages/server-messages';
import type { OperatorActor } from '../../lib/operator-guard';
import { pageFrom } from '../../lib/page';
import { insertAuditEntry } from '../audit-log/audit-log.repo';
import { findOwnedMedia } from '../media/media.repo';
import type { Notifier } from '../notifications/notifier';
import { toLicenceDto, toOperatorLicenceDto } from './licences.mapper';
import {
  countLicencesOf,
  decidePendingLicence,
  deleteOwnLicence,
  findLicence,
  holdsValidLicence,
  insertLicence,
  lockIndividualOfUser,
  refreshLicenceBadges,
  selectLicences,
  selectLicencesOf,
} from './licences.repo';

export interface LicencesDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly notifier: Notifier;
}

/** Who signs the platform's notifications. */
export const PLATFORM = 'Nujoom';

function talentOnly(actor: Actor): void {
  if (actor.role !== 'INDIVIDUAL') throw new AppError('FORBIDDEN', serverText('licencesTalentOnly'));
}

/** The sentence a talent without the job's licence reads (403), naming the licence. */
export function licenceRequiredMessage(type: RequirableLicenceType): string {
  return serverText(`licenceRequired${type}`);
}

/** Whether the talent may apply for a job that requires `type`: a verified licence valid today in Riyadh. */
export function mayApplyWith(
  deps: { db: Db; clock: Clock },
  userId: string,
  type: RequirableLicenceType,
): Promise<boolean> {
  return holdsValidLicence(deps.db, userId, type, riyadhDate(deps.clock.now()));
}

export function createLicencesService(deps: LicencesDeps) {
  const { db, clock, notifier } = deps;
  const today = () => riyadhDate(clock.now());

  async function list(actor: Actor): Promise<{ licences: Licence[] }> {
    talentOnly(actor);
    return { licences: (await selectLicencesOf(db, actor.userId)).map(toLicenceDto) };
  }

  /** Adds a pending licence; at most LICENCE_RULES.maxPerTalent, counted under the profile's lock. */
  async function add(actor: Actor, body: AddLicenceBody): Promise<Licence> {
    talentOnly(actor);
    if (body.expiresOn < today()) throw new AppError('VALIDATION_FAILED', [serverText('licenceExpiryPast')]);
    const row = await db.transaction(async (tx) => {
      if ((await lockIndividualOfUser(tx, actor.userId)) === null)
        throw new AppError('FORBIDDEN', serverText('licencesTalentOnly'));
      if ((await countLicencesOf(tx, actor.userId)) >= LICENCE_RULES.maxPerTalent)
        throw new AppError('NOT_ALLOWED', serverText('licenceLimit', { max: LICENCE_RULES.maxPerTalent }));
      // Inside the transaction that stores it, so the upload cannot be swept away meanwhile.
      const upload = (await findOwnedMedia(tx, actor.userId, [body.evidence])).get(body.evidence);
      if (upload?.kind !== 'document')
        throw new AppError('VALIDATION_FAILED', [messageText('licenceEvidence')]);
      return insertLicence(tx, {
        userId: actor.userId,
        type: body.type,
        number: body.number,
        issuer: body.issuer,
        expiresOn: body.expiresOn,
        evidenceKey: body.evidence,
        createdAt: clock.now(),
      });
    });
    return toLicenceDto(row);
  }

  /** Removes the caller's licence and, in the same transaction, the badge it gave. */
  async function remove(actor: Actor, id: string): Promise<{ id: string }> {
    talentOnly(actor);
    await db.transaction(async (tx) => {
      const row = await deleteOwnLicence(tx, id, actor.userId);
      if (row === null) throw new AppError('NOT_FOUND', serverText('licenceMissing'));
      if (row.status === 'VERIFIED') await refreshLicenceBadges(tx, actor.userId, today());
    });
    return { id };
  }

  async function listForOperator(query: { status: string; page: number; limit: number }) {
    const rows = await selectLicences(db, query.status, (query.page - 1) * query.limit, query.limit);
    return pageFrom(rows, query.page, query.limit, toOperatorLicenceDto);
  }

  /**
   * Verifies or rejects a pending licence: the state, the badges, the audit entry and the
   * talent's notification commit together.
   */
  async function decide(
    operator: OperatorActor,
    id: string,
    body: DecideLicenceBody,
  ): Promise<OperatorLicence> {
    const existing = await findLicence(db, id);
    if (existing === null) throw new AppError('NOT_FOUND', serverText('licenceMissing'));
    const decided = await db.transaction(async (tx) => {
      const row = await decidePendingLicence(tx, id, {
        status: body.decision,
        reason: body.reason,
        operatorId: operator.operatorId,
        at: clock.now(),
      });
      if (row === null) return null;
      if (row.status === 'VERIFIED') await refreshLicenceBadges(tx, row.userId, today());
      await insertAuditEntry(tx, {
        operatorId: operator.operatorId,
        action: 'LICENCE_DECIDED',
        targetType: 'LICENCE',
        targetId: row.id,
        reason: body.reason,
        before: { status: 'PENDING', userId: row.userId, type: row.type, number: row.number },
        after: { status: row.status, expiresOn: row.expiresOn },
      });
      await notifier.record(tx, {
        userId: row.userId,
        kind: row.status === 'VERIFIED' ? 'LICENCE_VERIFIED' : 'LICENCE_REJECTED',
        actorName: PLATFORM,
        note: row.status === 'VERIFIED' ? row.number : body.reason,
      });
      return row;
    });
    if (decided === null) throw new AppError('NOT_ALLOWED', serverText('licenceNotPending'));
    return toOperatorLicenceDto({ ...existing, licence: decided });
  }

  return { list, add, remove, listForOperator, decide };
}

export type LicencesService = ReturnType<typeof createLicencesService>;
