import {
  AGE_MESSAGE,
  ageOn,
  LIMITS,
  SPECIALTY_INFO_SCHEMAS,
  toIsoDate,
  type Individual,
  type IndividualCard,
  type IndividualDetail,
  type OrganizationProfile,
  type Review,
  type Specialty,
  type UserStatus,
  UpdateIndividualBodySchema,
  withoutFixedYears,
  withoutPrivateMedia,
  yearsFieldOf,
} from '@casting/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import { FragmentSample } from '../../lib/fragment-sample';
import type { MediaUrls } from '../../lib/media-urls';
import type { PageStart } from '../../lib/list-cursor';
import { pageOfJson, rowsToRead } from '../../lib/page';
import { choosePathBySample } from '../../lib/search-path';
import { linksOf } from '../accounts/organization-links';
import { ownLogoKey, withOwnMediaKeys } from '../media/media-ownership';
import { getUserStatus } from '../users/users.service';
import { replyOf } from '../reviews/reviews.mapper';
import { createIndividualsList, sampleSearchNames, type IndividualFilter } from './individuals-list.repo';
import { toIndividual, toStars, withAgeForOthers } from './profiles.mapper';
import {
  countFinishedJobRequests,
  findIndividualWithUser,
  findRating,
  findReviewsOf,
  updateIndividual,
  updateOrganizationOfUser,
  type IndividualWithUser,
} from './profiles.repo';
import { serverText } from '../../lib/messages/server-messages';
import { hasBlocks, ownerBlocked } from '../blocks/blocks.repo';
import { contactRefusal } from '../contact-settings/contact-rule';
import { callerMayViewMedia } from '../privacy/media-viewer';

export interface ProfilesDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly mediaUrls: MediaUrls;
  readonly logger: FastifyBaseLogger;
}

const NOT_FOUND_MESSAGE = serverText('profileMissing');

/** A hidden, suspended (issue 35) or deleting (issue 36) talent's profile is its own only. */
function visibleTo(row: { isVisible: boolean; userId: string; absent: boolean }, actor: Actor): boolean {
  return (row.isVisible && !row.absent) || row.userId === actor.userId;
}

/** As visibleTo, and not to an account the talent blocked (issue 35): to it the profile, its stars and reviews are not found. */
async function shownTo(
  db: Db,
  row: { isVisible: boolean; userId: string; absent: boolean },
  actor: Actor,
): Promise<boolean> {
  return visibleTo(row, actor) && !(await ownerBlocked(db, row.userId, actor.userId));
}

/**
 * The specialty info to save, with the experience answer's years where the specialty keeps a copy
 * (Fashion, Athlete, Tourism): a new info gets the current years, new years go into the saved info.
 */
function withYears(
  role: Specialty,
  info: Record<string, unknown> | undefined,
  newYears: unknown,
  saved: { specialtyInfo: Record<string, unknown>; experience: Record<string, unknown> },
): Record<string, unknown> | undefined {
  const field = yearsFieldOf(role);
  if (field === undefined || (info === undefined && newYears === undefined)) return info;
  return { ...(info ?? saved.specialtyInfo), [field]: newYears ?? saved.experience.yearsOfExperience };
}

export function createProfilesService(deps: ProfilesDeps) {
  const { db, mediaUrls } = deps;
  const listIndividualCards = createIndividualsList(
    db,
    choosePathBySample(new FragmentSample(() => sampleSearchNames(db), deps.clock, deps.logger)),
  );

  async function present(row: IndividualWithUser, owner: boolean): Promise<Individual> {
    return toIndividual(row, await countFinishedJobRequests(db, row.individual.id), mediaUrls, owner);
  }

  /** Whether the caller, an organization, may open a chat with the talent and invite them. */
  async function mayContact(actor: Actor, talentUserId: string): Promise<boolean> {
    if (actor.role !== 'ORGANIZATION') return false;
    return (await contactRefusal(db, actor.userId, talentUserId)) === null;
  }

  async function getIndividual(actor: Actor, id: string): Promise<IndividualDetail> {
    const row = await findIndividualWithUser(db, { id });
    if (row === null || !(await shownTo(db, { ...row.individual, absent: row.absent }, actor)))
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    const owner = row.individual.userId === actor.userId;
    const individual = await present(row, owner);
    if (owner) return { ...individual, canContact: false, mediaHidden: false };
    const mediaHidden = !(await callerMayViewMedia(db, actor, row.individual));
    const info = withAgeForOthers(individual.specialtyInfo, toIsoDate(deps.clock.now()));
    return {
      ...individual,
      specialtyInfo: mediaHidden ? withoutPrivateMedia(info) : info,
      canContact: await mayContact(actor, row.individual.userId),
      mediaHidden,
    };
  }

  async function stars(actor: Actor, id: string): Promise<{ stars: number; reviewCount: number }> {
    const rating = await findRating(db, id);
    if (rating === null || !(await shownTo(db, rating, actor)))
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return { stars: toStars(rating.sum, rating.count), reviewCount: rating.count };
  }

  async function reviews(actor: Actor, id: string): Promise<{ reviews: Review[] }> {
    const rating = await findRating(db, id);
    if (rating === null || !(await shownTo(db, rating, actor)))
      throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    const rows = await findReviewsOf(db, id);
    return {
      reviews: rows.map(({ subRatings, reply, repliedAt, ...row }) => ({
        ...row,
        organizationName: row.formerMember ? serverText('formerMember') : row.organizationName,
        createdAt: row.createdAt.toISOString(),
        subRatings: subRatings as Review['subRatings'],
        reply: replyOf({ reply, repliedAt }),
      })),
    };
  }

  function parseSpecialtyInfo(role: Specialty, input: Record<string, unknown>) {
    const schema: z.ZodType<Record<string, unknown>> = SPECIALTY_INFO_SCHEMAS[role];
    const parsed = schema.safeParse(withoutFixedYears(role, input));
    if (!parsed.success)
      throw new AppError(
        'VALIDATION_FAILED',
        parsed.error.issues.map((issue) => issue.message),
      );
    const info = parsed.data;
    if (role === 'MODEL') {
      const age = ageOn(String(info.birthDate), toIsoDate(deps.clock.now()));
      if (age < LIMITS.minimumAge || age > 120) throw new AppError('VALIDATION_FAILED', [AGE_MESSAGE]);
    }
    return info;
  }

  async function updateMe(actor: Actor, body: z.output<typeof UpdateIndividualBodySchema>) {
    const row = await findIndividualWithUser(db, { userId: actor.userId });
    if (row === null) throw new AppError('FORBIDDEN', serverText('talentProfileEdit'));
    const role = row.individual.role as Specialty;
    if (body.role !== undefined && body.role !== role)
      throw new AppError('NOT_ALLOWED', serverText('specialtyFixed'));
    const info = body.specialtyInfo === undefined ? undefined : parseSpecialtyInfo(role, body.specialtyInfo);
    const {
      bio,
      isVisible,
      otherScriptName,
      workExperience,
      role: _role,
      specialtyInfo: _info,
      ...answers
    } = body;
    const experience =
      Object.keys(answers).length > 0 ? { ...row.individual.experience, ...answers } : undefined;
    await db.transaction(async (tx) => {
      const ownInfo =
        info === undefined ? undefined : await withOwnMediaKeys(tx, actor.userId, mediaUrls, info);
      const specialtyInfo = withYears(role, ownInfo, answers.yearsOfExperience, row.individual);
      await updateIndividual(tx, row.individual.id, {
        ...(bio === undefined ? {} : { bio }),
        ...(isVisible === undefined ? {} : { isVisible }),
        ...(otherScriptName === undefined ? {} : { otherScriptName }),
        ...(workExperience === undefined ? {} : { workExperience }),
        ...(specialtyInfo === undefined ? {} : { specialtyInfo }),
        ...(experience === undefined ? {} : { experience }),
      });
    });
    const updated = await findIndividualWithUser(db, { id: row.individual.id });
    if (updated === null) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    return present(updated, true);
  }

  async function updateOrganization(actor: Actor, profile: OrganizationProfile): Promise<UserStatus> {
    if (actor.role !== 'ORGANIZATION') throw new AppError('FORBIDDEN', serverText('organizationsOnly'));
    const updated = await db.transaction(async (tx) => {
      const logo = await ownLogoKey(tx, actor.userId, mediaUrls, profile.logo);
      // Links left out are cleared; a city left out (a client written from the spec) stays.
      return updateOrganizationOfUser(tx, actor.userId, { ...profile, ...linksOf(profile), logo });
    });
    if (!updated) throw new AppError('FORBIDDEN', serverText('organizationFirst'));
    return getUserStatus(db, mediaUrls, actor.userId);
  }

  async function list(actor: Actor, filter: IndividualFilter, start: PageStart, limit: number) {
    // Talent in a block with the caller, either way, is left out (most callers have none).
    const viewer = { userId: actor.userId, byBlocks: await hasBlocks(db, actor.userId) };
    const rows = await listIndividualCards(filter, start, limit, rowsToRead(limit), viewer);
    return pageOfJson<IndividualCard>(
      rows.map((row) => ({ item: mediaUrls.inCards(row.card, 'profilePicture'), cursor: row.cursor })),
      start,
      limit,
    );
  }

  return { list, getIndividual, stars, reviews, updateMe, updateOrganization };
}
