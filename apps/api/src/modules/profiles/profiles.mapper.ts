import type {
  EyeColor,
  Gender,
  HairColor,
  Individual,
  IndividualCard,
  SkinTone,
  Specialty,
} from '@casting/contract';
import type { IndividualCardRow } from './individuals-list.repo';
import type { IndividualWithUser } from './profiles.repo';

export function toIndividual(
  { individual, user }: IndividualWithUser,
  projectsCompleted: number,
): Individual {
  return {
    id: individual.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`,
    role: individual.role as Specialty,
    bio: individual.bio,
    isVisible: individual.isVisible,
    specialtyInfo: individual.specialtyInfo,
    workExperience: individual.workExperience as Individual['workExperience'],
    projectsCompleted,
  } satisfies Individual;
}

/** The mean of the ratings, to two decimals; 0 when there are none. */
export function toStars(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 100) / 100;
}

/** The thumbnail made beside every uploaded image (media.service: `<id>-thumb.webp`). */
export function thumbnailOf(url: string | null): string | null {
  return url === null ? null : url.replace(/\.webp$/, '-thumb.webp');
}

export function toIndividualCard(row: IndividualCardRow): IndividualCard {
  const isModel =
    row.gender !== null &&
    row.hairColor !== null &&
    row.skinTone !== null &&
    row.eyeColor !== null &&
    row.shoeSize !== null &&
    row.dressSize !== null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    role: row.role as Specialty,
    nationality: row.nationality,
    profilePicture: thumbnailOf(row.profilePicture),
    modelAttributes: isModel
      ? {
          gender: row.gender as Gender,
          hairColorEnum: row.hairColor as HairColor,
          skinToneEnum: row.skinTone as SkinTone,
          eyeColorEnum: row.eyeColor as EyeColor,
          shoeSize: row.shoeSize,
          dressSize: row.dressSize,
        }
      : null,
  } satisfies IndividualCard;
}
