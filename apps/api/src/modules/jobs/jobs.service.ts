import { isTagId, type CreateJob, type JobCard, type JobDetail, type Tag } from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { AccountAllowance } from '../../lib/account-limits';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { FragmentSample } from '../../lib/fragment-sample';
import type { JsonText } from '../../lib/json-text';
import type { MediaUrls } from '../../lib/media-urls';
import { pageOfJson, rowsToRead, type Page } from '../../lib/page';
import { choosePathBySample } from '../../lib/search-path';
import { findOrganizationIdOfUser } from '../accounts/accounts.repo';
import { findTagsByIds, insertOrFindTag } from '../tags/tags.repo';
import { TAG_SEPARATOR, toJobDetail } from './jobs.mapper';
import {
  closeJob,
  countJobRequests,
  findJobDetail,
  insertJob,
  createJobsList,
  jobExists,
  sampleSearchTexts,
  type JobFilter,
} from './jobs.repo';

const JOB_NOT_FOUND = 'This job does not exist.';

export interface JobsDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: FastifyBaseLogger;
  readonly mediaUrls: MediaUrls;
  readonly allowance: AccountAllowance;
}

export function createJobsService(deps: JobsDeps) {
  const { db, mediaUrls } = deps;
  const listJobCards = createJobsList(
    db,
    choosePathBySample(new FragmentSample(() => sampleSearchTexts(db), deps.clock, deps.logger)),
  );

  async function list(filter: JobFilter, page: number, limit: number): Promise<JsonText<Page<JobCard>>> {
    const cards = await listJobCards(filter, rowsToRead(limit), (page - 1) * limit);
    return pageOfJson<JobCard>(
      cards.map((card) => mediaUrls.inCard(card, 'logo')),
      page,
      limit,
    );
  }

  async function get(id: string): Promise<JobDetail> {
    const row = await findJobDetail(db, id);
    if (row === null) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    return toJobDetail(row, mediaUrls);
  }

  async function requestCount(id: string): Promise<{ count: number }> {
    if (!(await jobExists(db, id))) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    return { count: await countJobRequests(db, id) };
  }

  async function organizationOf(actor: Actor): Promise<string> {
    const organizationId =
      actor.role === 'ORGANIZATION' ? await findOrganizationIdOfUser(db, actor.userId) : null;
    if (organizationId === null) throw new AppError('FORBIDDEN', 'Only organizations can post jobs.');
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
    if (found.length !== tagIds.length)
      throw new AppError('VALIDATION_FAILED', ['Please choose tags from the list.']);
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
          salary: input.salary,
          educationLevel: input.educationLevel,
          description: input.description,
          requirements: input.requirements,
          tagTitles: tags.map((tag) => tag.title).join(TAG_SEPARATOR),
        },
        tags.map((tag) => tag.id),
      );
    });
    return get(id);
  }

  async function close(actor: Actor, id: string): Promise<JobDetail> {
    const organizationId = await organizationOf(actor);
    const job = await findJobDetail(db, id);
    if (job === null || job.organizationId !== organizationId) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    if (!(await closeJob(db, id, organizationId)))
      throw new AppError('NOT_ALLOWED', 'This job is already closed.');
    return get(id);
  }

  return { list, get, requestCount, create, close };
}
