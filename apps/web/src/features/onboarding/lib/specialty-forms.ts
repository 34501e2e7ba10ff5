import { DEFAULTS, type Specialty } from '@casting/contract';
import type { SpecialtyFormValues } from '../../../lib/specialty-fields';

/**
 * Where each media slot of spec §3 lands in the specialty info: a single picture, or one
 * position of a gallery. Galleries may hold more later, in the profile editor.
 */
const SLOT_TARGETS = {
  profile: { field: 'profilePicture', index: null },
  portfolio: { field: 'portfolioPictures', index: 0 },
  portfolio1: { field: 'portfolioPictures', index: 0 },
  portfolio2: { field: 'portfolioPictures', index: 1 },
  headshot: { field: 'headShots', index: 0 },
  fullBody: { field: 'fullBodyShots', index: 0 },
  reel: { field: 'reels', index: 0 },
  certificateProof: { field: 'certificates', index: 0 },
  previousWork1: { field: 'previousWork', index: 0 },
  previousWork2: { field: 'previousWork', index: 1 },
  fullbody: { field: 'bodyPictures', index: 0 },
  trophies: { field: 'trophiePictures', index: 0 },
} as const satisfies Record<string, { readonly field: string; readonly index: number | null }>;

export type SlotName = keyof typeof SLOT_TARGETS;
export type SlotTarget = (typeof SLOT_TARGETS)[SlotName];

export function slotTarget(name: SlotName): SlotTarget {
  return SLOT_TARGETS[name];
}

export function isSlotName(name: string): name is SlotName {
  return name in SLOT_TARGETS;
}

/** The URL a slot shows, read from its place in the form values. */
export function slotValue(current: unknown, index: number | null): string | null {
  if (index === null) return typeof current === 'string' && current !== '' ? current : null;
  if (!Array.isArray(current)) return null;
  const item: unknown = current[index];
  return typeof item === 'string' ? item : null;
}

/** The field's next value once a slot holds `url` (or is emptied). */
export function withSlotValue(current: unknown, index: number | null, url: string | null): unknown {
  if (index === null) return url ?? undefined;
  const items: (string | undefined)[] = Array.isArray(current)
    ? current.map((item: unknown) => (typeof item === 'string' ? item : undefined))
    : [];
  while (items.length <= index) items.push(undefined);
  items[index] = url ?? undefined;
  // An empty slot at the end is no picture at all; one in the middle keeps the form incomplete.
  while (items.length > 0 && items[items.length - 1] === undefined) items.pop();
  return items;
}

export function specialtyDefaults(specialty: Specialty): SpecialtyFormValues {
  return specialty === 'MODEL' ? { birthDate: DEFAULTS.modelBirthDate } : {};
}
