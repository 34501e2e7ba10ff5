import {
  AGE_MESSAGE,
  ageOn,
  LIMITS,
  toIsoDate,
  type IndividualProfile,
  type OnboardingBody,
  type OrganizationProfile,
  type UserStatus,
  yearsFieldOf,
} from '@casting/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { MediaUrls } from '../../lib/media-urls';
import { insertIndividual, insertOrganization } from '../accounts/accounts.repo';
import { linksOf } from '../accounts/organization-links';
import { findUserById } from '../auth/auth.repo';
import { ownLogoKey, withOwnMediaKeys } from '../media/media-ownership';
import { getUserStatus } from '../users/users.service';
import { markOnboardingCompleted } from './onboarding.repo';
import { serverText } from '../../lib/messages/server-messages';

export const ALREADY_ONBOARDED_MESSAGE = serverText('alreadyOnboarded');

export interface OnboardingDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly mediaUrls: MediaUrls;
}

function checkAge(profile: IndividualProfile, today: string): void {
  if (profile.role !== 'MODEL') return;
  const age = ageOn(profile.specialtyInfo.birthDate, today);
  if (age < LIMITS.minimumAge || age > 120) throw new AppError('VALIDATION_FAILED', [AGE_MESSAGE]);
}

export async function completeOnboarding(
  deps: OnboardingDeps,
  actor: Actor,
  body: OnboardingBody,
): Promise<UserStatus> {
  const user = await findUserById(deps.db, actor.userId);
  if (user === null) throw new AppError('UNAUTHENTICATED', serverText('logIn'));
  if (user.onboardingCompleted) throw new AppError('NOT_ALLOWED', ALREADY_ONBOARDED_MESSAGE);

  if (body.individualProfile !== undefined) {
    if (user.role !== 'INDIVIDUAL') throw new AppError('FORBIDDEN', serverText('organizationsOnboard'));
    await createIndividual(deps, actor, user, body.individualProfile);
  } else if (body.organizationProfile !== undefined) {
    if (user.role !== 'ORGANIZATION') throw new AppError('FORBIDDEN', serverText('talentOnboards'));
    await createOrganization(deps, actor, body.organizationProfile);
  }
  return getUserStatus(deps.db, deps.mediaUrls, actor.userId);
}

async function createIndividual(
  deps: OnboardingDeps,
  actor: Actor,
  user: { firstName: string; lastName: string },
  profile: IndividualProfile,
): Promise<void> {
  checkAge(profile, toIsoDate(deps.clock.now()));
  const { role, specialtyInfo, bio, workExperience, ...experience } = profile;
  const yearsField = yearsFieldOf(role);
  await deps.db.transaction(async (tx) => {
    const stored = await withOwnMediaKeys(tx, actor.userId, deps.mediaUrls, specialtyInfo);
    const info: Record<string, unknown> =
      yearsField === undefined ? stored : { ...stored, [yearsField]: experience.yearsOfExperience };
    if (!(await markOnboardingCompleted(tx, actor.userId)))
      throw new AppError('NOT_ALLOWED', ALREADY_ONBOARDED_MESSAGE);
    await insertIndividual(tx, {
      userId: actor.userId,
      role,
      bio,
      specialtyInfo: info,
      experience,
      workExperience,
      firstName: user.firstName,
      lastName: user.lastName,
    });
  });
}

async function createOrganization(
  deps: OnboardingDeps,
  actor: Actor,
  profile: OrganizationProfile,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const logo = await ownLogoKey(tx, actor.userId, deps.mediaUrls, profile.logo);
    if (!(await markOnboardingCompleted(tx, actor.userId)))
      throw new AppError('NOT_ALLOWED', ALREADY_ONBOARDED_MESSAGE);
    await insertOrganization(tx, { userId: actor.userId, ...profile, ...linksOf(profile), logo });
  });
}
