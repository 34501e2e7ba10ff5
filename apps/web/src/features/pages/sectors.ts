import { SPECIALTIES } from '@casting/contract';

/** "10 creative sectors" in the marketing copy is the number of specialties, not a second constant. */
export const SECTOR_COUNT = SPECIALTIES.length;
