import { SLOTS, type MediaKind } from '@casting/contract';

type GalleryName = 'portfolioPictures' | 'headShots' | 'fullBodyShots' | 'reels';

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
