import type { Option } from './options/option';

export const SPECIALTIES = [
  'MODEL',
  'VIDEOGRAPHER',
  'PHOTOGRAPHER',
  'EDITOR',
  'TOURISM',
  'BEAUTY',
  'ATHLETE',
  'ARTIST',
  'FASHION',
  'MUSIC_AND_SOUND_ENGINEER',
] as const;

export type Specialty = (typeof SPECIALTIES)[number];

export type MediaKind = 'image' | 'video';

/** One upload slot of the profile form (spec §3 "Media slots per category"), in form order. */
export interface MediaSlot {
  readonly name: string;
  readonly kind: MediaKind;
}

export interface SpecialtyDetails {
  /** How the product names the specialty (spec §1). */
  readonly displayName: string;
  /** The title of the specialty's profile form (spec §2). */
  readonly profileFormTitle: string;
  readonly mediaSlots: readonly MediaSlot[];
}

const image = (name: string): MediaSlot => ({ name, kind: 'image' });
const video = (name: string): MediaSlot => ({ name, kind: 'video' });

const CAMERA_WORK_SLOTS = [image('portfolio1'), image('portfolio2'), image('profile'), video('reel')];

export const SPECIALTY_DETAILS: { readonly [S in Specialty]: SpecialtyDetails } = {
  MODEL: {
    displayName: 'Model',
    profileFormTitle: 'Model',
    mediaSlots: [image('profile'), image('portfolio'), image('headshot'), image('fullBody')],
  },
  VIDEOGRAPHER: {
    displayName: 'Videographer',
    profileFormTitle: 'Videographer',
    mediaSlots: CAMERA_WORK_SLOTS,
  },
  PHOTOGRAPHER: {
    displayName: 'Photographer',
    profileFormTitle: 'Photographer',
    mediaSlots: CAMERA_WORK_SLOTS,
  },
  EDITOR: {
    displayName: 'Editor',
    profileFormTitle: 'Editor',
    mediaSlots: CAMERA_WORK_SLOTS,
  },
  TOURISM: {
    displayName: 'Tour Guide',
    profileFormTitle: 'Tourism & Historical Advisor',
    mediaSlots: [image('profile'), image('certificateProof')],
  },
  BEAUTY: {
    displayName: 'Beautician',
    profileFormTitle: 'Beauty and Cosmetics',
    mediaSlots: [image('profile'), image('certificateProof'), image('previousWork1'), image('previousWork2')],
  },
  ATHLETE: {
    displayName: 'Athlete',
    profileFormTitle: 'Athletes & Sports Enthusiast',
    mediaSlots: [image('profile'), image('fullbody'), image('trophies')],
  },
  ARTIST: {
    displayName: 'Visual Artist',
    profileFormTitle: 'Artists and Visuals',
    mediaSlots: [image('profile'), image('previousWork1'), image('previousWork2')],
  },
  FASHION: {
    displayName: 'Fashionista',
    profileFormTitle: 'Fashion and Jewelry Stylist',
    mediaSlots: [image('profile'), image('certificateProof'), image('previousWork1'), image('previousWork2')],
  },
  MUSIC_AND_SOUND_ENGINEER: {
    displayName: 'Music & Sound Engineer',
    profileFormTitle: 'Music & Sound Engineer',
    mediaSlots: [image('profile')],
  },
};

/** The ten specialties labelled with their display names, for the category grid and filters. */
export const SPECIALTY_OPTIONS: readonly Option<Specialty>[] = SPECIALTIES.map((value) => ({
  value,
  label: SPECIALTY_DETAILS[value].displayName,
}));

export function portfolioSectionTitle(specialty: Specialty): 'Trophies' | 'Portfolio' {
  return specialty === 'ATHLETE' ? 'Trophies' : 'Portfolio';
}
