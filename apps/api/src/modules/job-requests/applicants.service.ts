import type { Applicant, ApplicantSort } from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { MediaUrls } from '../../lib/media-urls';
import type { JsonText } from '../../lib/json-text';
import { numberedPageOfJoined, rowsToRead, type Page } from '../../lib/page';
import { findOrganizationIdOfUser } from '../accounts/accounts.repo';
import { hasBlocks } from '../blocks/blocks.repo';
import {
  APPLICANT_START,
  findOrganizationOfRequest,
  listApplicants,
  setShortlisted,
  type ApplicantsFilter,
} from './applicants.repo';
import { findOrganizationIdOfJob } from './job-requests.repo';

const JOB_NOT_FOUND = 'This job does not exist.';

/** A job's applicants and its private shortlist: the job's organization alone sees them (404 for anyone else). */
export function createApplicantsService(deps: { db: Db; mediaUrls: MediaUrls }) {
  const { db, mediaUrls } = deps;

  async function callersOrganization(actor: Actor): Promise<string | null> {
    return actor.role === 'ORGANIZATION' ? findOrganizationIdOfUser(db, actor.userId) : null;
  }

  async function list(
    actor: Actor,
    jobId: string,
    query: { filter: ApplicantsFilter; sort: ApplicantSort; page: number; limit: number },
  ): Promise<JsonText<Page<Applicant>>> {
    if (actor.role !== 'ORGANIZATION') throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    const joined = await listApplicants(
      db,
      actor.userId,
      jobId,
      query.filter,
      query.sort,
      rowsToRead(query.limit),
      (query.page - 1) * query.limit,
      await hasBlocks(db, actor.userId),
    );
    // No rows: an empty page of the caller's job, or someone else's job.
    if (joined.rowsRead === 0) {
      const organizationId = await callersOrganization(actor);
      if (organizationId === null || (await findOrganizationIdOfJob(db, jobId)) !== organizationId)
        throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
    }
    return numberedPageOfJoined<Applicant>(
      { items: mediaUrls.inCards(joined.items, 'profilePicture'), rowsRead: joined.rowsRead },
      APPLICANT_START,
      query.page,
      query.limit,
    );
  }

  async function shortlist(actor: Actor, requestId: string, shortlisted: boolean) {
    const organizationId = await callersOrganization(actor);
    if (organizationId === null || (await findOrganizationOfRequest(db, requestId)) !== organizationId)
      throw new AppError('NOT_FOUND', 'This job request does not exist.');
    await setShortlisted(db, requestId, shortlisted);
    return { id: requestId, shortlisted };
  }

  return { list, shortlist };
}
