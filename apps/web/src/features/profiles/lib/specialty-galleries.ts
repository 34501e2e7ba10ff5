import { SLOTS, type MediaKind, type Specialty } from '@casting/contract';

type GalleryName =
  | 'portfolioPictures'
  | 'headShots'
  | 'fullBodyShots'
  | 'reels'
  | 'certificates'
  | 'previousWork'
  | 'bodyPictures'
  | 'trophiePictures';

/** One gallery of a specialty's info: its field, what it holds and how many (SLOTS in the contract). */
export interface SpecialtyGallery {
  readonly name: GalleryName;
  readonly kind: MediaKind;
  readonly max: number;
}

/** The galleries camera work and editing share: portfolio pictures and reels. */
export const PORTFOLIO_AND_REELS = [
  { name: 'portfolioPictures', kind: 'image', max: SLOTS.portfolio },
  { name: 'reels', kind: 'video', max: SLOTS.reels },
] as const satisfies readonly SpecialtyGallery[];

/** The specialties whose editor asks the profile form's questions (issue 36: every specialty may correct its info). */
export type QuestionsSpecialty = Exclude<Specialty, 'MODEL' | 'VIDEOGRAPHER' | 'PHOTOGRAPHER' | 'EDITOR'>;

const certificates = { name: 'certificates', kind: 'image', max: SLOTS.certificates } as const;
const previousWork = { name: 'previousWork', kind: 'image', max: SLOTS.previousWork } as const;

/** Their galleries, in the order their profile shows them. */
export const QUESTIONS_GALLERIES: { readonly [S in QuestionsSpecialty]: readonly SpecialtyGallery[] } = {
  TOURISM: [certificates],
  BEAUTY: [previousWork, certificates],
  FASHION: [previousWork, certificates],
  ARTIST: [previousWork],
  ATHLETE: [
    { name: 'trophiePictures', kind: 'image', max: SLOTS.trophies },
    { name: 'bodyPictures', kind: 'image', max: SLOTS.bodyPictures },
  ],
  MUSIC_AND_SOUND_ENGINEER: [],
};
