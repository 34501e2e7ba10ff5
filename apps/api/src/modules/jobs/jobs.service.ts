import {
  isTagId,
  payOf,
  type CreateJob,
  type JobDetail,
  type JobListItem,
  type JobStatus,
  type MyJob,
  type Tag,
} from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import { FragmentSample } from '../../lib/fragment-sample';
import type { JsonText } from '../../lib/json-text';
import type { MediaUrls } from '../../lib/media-urls';
import type { PageStart } from '../../lib/list-cursor';
import {
  keysetPageOfJoined,
  numberedPageOfJson,
  rowsToRead,
  type KeysetPage,
  type Page,
} from '../../lib/page';
import { choosePathBySample } from '../../lib/search-path';
import { findOrganizationIdOfUser } from '../accounts/accounts.repo';
import { hasBlocks } from '../blocks/blocks.repo';
import { insertMessageInChats } from '../chats/chats.repo';
import type { Notifier } from '../notifications/notifier';
import { findTagsByIds, insertOrFindTag } from '../tags/tags.repo';
import { TAG_SEPARATOR, toJobDetail } from './jobs.mapper';
import {
  countJobRequests,
  declinePendingRequests,
  listOrganizationJobs,
  moveJob,
  findJobDetail,
  insertJob,
  jobExists,
  jobsAppliedForBy,
} from './jobs.repo';
import { createJobsList, JOB_ITEM_START, sampleSearchTexts, type JobFilter } from './jobs-list.repo';
import { serverText } from '../../lib/messages/server-messages';

const JOB_NOT_FOUND = serverText('jobMissing');

export interface JobsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
  readonly mediaUrls: MediaUrls;
  readonly allowance: AccountAllowance;
  readonly events: EventBus;
  readonly notifier: Notifier;
}

export function createJobsService(deps: JobsDeps) {
  const { db, mediaUrls } = deps;
  const listJobs = createJobsList(
    db,
    choosePathBySample(new FragmentSample(() => sampleSearchTexts(db), deps.clock, deps.logger)),
  );

  function appliedBy(actor: Actor, jobIds: readonly string[]): Promise<Set<string>> {
    return actor.role === 'INDIVIDUAL'
      ? jobsAppliedForBy(db, actor.userId, jobIds)
      : Promise.resolve(new Set<string>());
  }

  async function list(
    actor: Actor,
    filter: JobFilter,
    start: PageStart,
    limit: number,
  ): Promise<JsonText<KeysetPage<JobListItem>>> {
    // Jobs of an organization in a block with the caller, either way, are left out (most callers have none).
    const viewer = (await hasBlocks(db, actor.userId)) ? actor.userId : null;
    const talentUserId = actor.role === 'INDIVIDUAL' ? actor.userId : null;
    const joined = await listJobs(filter, start, limit, talentUserId, viewer);
    return keysetPageOfJoined<JobListItem>(
      { ...joined, items: mediaUrls.inCards(joined.items, 'logo') },
      JOB_ITEM_START,
      start,
      limit,
    );
  }

  async function get(actor: Actor, id: string): Promise<JobDetail> {
    const row = await findJobDetail(db, id, actor.userId);
    if (row === null || row.blockedViewer || (row.unlisted && row.organizationUserId !== actor.userId))
      throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    const applied = await appliedBy(actor, [id]);
    return toJobDetail(row, mediaUrls, applied.has(id));
  }

  async function requestCount(id: string): Promise<{ count: number }> {
    if (!(await jobExists(db, id))) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    return { count: await countJobRequests(db, id) };
  }

  async function organizationOf(actor: Actor): Promise<string> {
    const organizationId =
      actor.role === 'ORGANIZATION' ? await findOrganizationIdOfUser(db, actor.userId) : null;
    if (organizationId === null) throw new AppError('FORBIDDEN', serverText('jobsByOrganizations'));
    return organizationId;
  }

  /**
   * The job's tags in the order sent, each once: ids as found, titles (the spec's form) found
   * or created as POST /tags would, counted against the same hourly limit.
   */
  async function resolveTags(tx: Db, actor: Actor, references: readonly string[], found: readonly Tag[]) {
    const byId = new Map(found.map((tag) => [tag.id, tag]));
    const tags = new Map<string, Tag>();
    for (const reference of references) {
      let tag = byId.get(reference);
      if (tag === undefined) {
        await deps.allowance.take(tx, 'tag', actor.userId);
        tag = await insertOrFindTag(tx, reference);
      }
      tags.set(tag.id, tag);
    }
    return [...tags.values()];
  }

  async function create(actor: Actor, input: CreateJob): Promise<JobDetail> {
    const organizationId = await organizationOf(actor);
    const tagIds = input.tags.filter(isTagId);
    const found = await findTagsByIds(db, tagIds);
    if (found.length !== tagIds.length) throw new AppError('VALIDATION_FAILED', [serverText('chooseTags')]);
    const pay = payOf(input);
    const id = await db.transaction(async (tx) => {
      await deps.allowance.take(tx, 'job-post', actor.userId);
      const tags = await resolveTags(tx, actor, input.tags, found);
      return insertJob(
        tx,
        {
          organizationId,
          title: input.title,
          jobCategory: input.jobCategory,
          experienceMinimum: input.requiredExperience.minimum,
          experienceMaximum: input.requiredExperience.maximum,
          durationMinimum: input.jobDuration.minimum,
          durationMinimumUnit: input.jobDuration.minimumPrefix,
          durationMaximum: input.jobDuration.maximum,
          durationMaximumUnit: input.jobDuration.maximumPrefix,
          careerLevel: input.careerLevel,
          location: input.location,
          payAmount: pay.amount,
          payCurrency: pay.currency,
          payBasis: pay.basis,
          educationLevel: input.educationLevel,
          description: input.description,
          requirements: input.requirements,
          headcount: input.headcount,
          requiredLicence: input.requiredLicence ?? null,
          tagTitles: tags.map((tag) => tag.title).join(TAG_SEPARATOR),
        },
        tags.map((tag) => tag.id),
      );
    });
    return get(actor, id);
  }

  async function ownJob(actor: Actor, id: string) {
    const organizationId = await organizationOf(actor);
    const job = await findJobDetail(db, id, actor.userId);
    if (job === null || job.organizationId !== organizationId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    return job;
  }

  /**
   * Closes the job and, in the same transaction, declines its pending applications with a
   * message in each chat. An accept racing with it either commits first (the close's UPDATE
   * then skips the accepted request) or finds the request declined (its compare-and-set fails).
   */
  async function close(actor: Actor, id: string): Promise<JobDetail> {
    const job = await ownJob(actor, id);
    const closed = await db.transaction(async (tx) => {
      if (!(await moveJob(tx, id, job.organizationId, 'OPEN', 'CLOSED'))) return false;
      const chatIds = await declinePendingRequests(tx, id);
      const told = await insertMessageInChats(tx, chatIds, {
        senderUserId: actor.userId,
        notice: { kind: 'JOB_CLOSED', jobTitle: job.title },
        at: deps.clock.now(),
      });
      await deps.events.publishAll(
        tx,
        told.map((chat) => ({
          type: 'job-request',
          chatId: chat.id,
          userIds: [chat.individualUserId, actor.userId],
        })),
      );
      await deps.notifier.recordMany(
        tx,
        told.map((chat) => ({
          userId: chat.individualUserId,
          kind: 'JOB_CLOSED',
          actorName: job.organizationName,
          jobId: id,
          jobTitle: job.title,
          chatId: chat.id,
        })),
      );
      return true;
    });
    if (!closed) throw new AppError('NOT_ALLOWED', serverText('jobAlreadyClosed'));
    return get(actor, id);
  }

  async function reopen(actor: Actor, id: string): Promise<JobDetail> {
    const job = await ownJob(actor, id);
    if (!(await moveJob(db, id, job.organizationId, 'CLOSED', 'OPEN')))
      throw new AppError('NOT_ALLOWED', 'This job is already open.');
    return get(actor, id);
  }

  async function mine(
    actor: Actor,
    status: JobStatus | undefined,
    page: number,
    limit: number,
  ): Promise<JsonText<Page<MyJob>>> {
    // Onboarded organizations have their profile: the role alone tells that the caller has jobs.
    if (actor.role !== 'ORGANIZATION') throw new AppError('FORBIDDEN', serverText('jobsByOrganizations'));
    const jobs = await listOrganizationJobs(db, actor.userId, status, rowsToRead(limit), (page - 1) * limit);
    return numberedPageOfJson<MyJob>(jobs, page, limit);
  }

  return { list, get, requestCount, create, close, reopen, mine };
}
