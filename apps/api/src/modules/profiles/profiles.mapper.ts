import { ageOn, mapMedia, type Individual, type Specialty } from '@casting/contract';
import type { MediaUrls } from '../../lib/media-urls';
import type { IndividualWithUser } from './profiles.repo';

/** The profile; the experience answers only when `owner` (the caller reads their own). */
export function toIndividual(
  { individual, user }: IndividualWithUser,
  projectsCompleted: number,
  mediaUrls: MediaUrls,
  owner: boolean,
): Individual {
  return {
    id: individual.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    otherScriptName: individual.otherScriptName,
    role: individual.role as Specialty,
    bio: individual.bio,
    isVisible: individual.isVisible,
    specialtyInfo: mapMedia(individual.specialtyInfo, mediaUrls.urlOf),
    workExperience: individual.workExperience as Individual['workExperience'],
    projectsCompleted,
    licences: individual.licenceBadges as Individual['licences'],
    // Written at onboarding and by PATCH /individuals/me, both through ExperienceAnswersSchema.
    experienceAnswers: owner ? individual.experience : null,
  } satisfies Individual;
}

/** What others see of a birth date: the age it makes today, never the date itself. */
export function withAgeForOthers(
  specialtyInfo: Record<string, unknown>,
  today: string,
): Record<string, unknown> {
  const { birthDate, ...rest } = specialtyInfo;
  return typeof birthDate === 'string' ? { ...rest, age: ageOn(birthDate, today) } : rest;
}

/** The mean of the ratings, to two decimals; 0 when there are none. */
export function toStars(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
}
