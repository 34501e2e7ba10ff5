import {
  acceptedMeasurementBounds,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  LICENCE_TYPES,
  SKIN_TONES,
  SPECIALTIES,
  type AccountRole,
  type EyeColor,
  type Gender,
  type HairColor,
  type LicenceType,
  type SkinTone,
  type Specialty,
} from '@casting/contract';
import { oneOf } from '../../lib/one-of';

export const EXPLORE_VIEWS = ['jobs', 'profiles'] as const;
export type ExploreView = (typeof EXPLORE_VIEWS)[number];

export const MODEL_FILTER_NAMES = [
  'gender',
  'hairColor',
  'skinTone',
  'eyeColor',
  'shoeSize',
  'dressSize',
] as const;
export type ModelFilterName = (typeof MODEL_FILTER_NAMES)[number];

/** Every filter of the profiles view, each kept in the address under its name. */
export const FILTER_NAMES = [...MODEL_FILTER_NAMES, 'licence'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The model filters of spec §9; null means "any". */
export interface ModelFilters {
  readonly gender: Gender | null;
  readonly hairColor: HairColor | null;
  readonly skinTone: SkinTone | null;
  readonly eyeColor: EyeColor | null;
  readonly shoeSize: number | null;
  readonly dressSize: number | null;
}

export interface ExploreState {
  readonly view: ExploreView;
  readonly category: Specialty;
  readonly searchKey: string;
  readonly filters: ModelFilters;
  /** Only talent holding a verified licence of this type (issue 36), in every category; null means "any". */
  readonly licence: LicenceType | null;
}

const DEFAULT_CATEGORY: Specialty = 'MODEL';

/** What the search box looks for: jobs, talent to hire (an organization), or peers (a talent). */
export function searchPurpose(view: ExploreView, role: AccountRole | undefined): 'jobs' | 'hire' | 'peers' {
  if (view === 'jobs') return 'jobs';
  return role === 'ORGANIZATION' ? 'hire' : 'peers';
}

/** Spec §2: organizations come to hire (profiles), talent comes to work (jobs). */
export function defaultView(role: AccountRole | undefined): ExploreView {
  return role === 'ORGANIZATION' ? 'profiles' : 'jobs';
}

function parseSize(
  value: string | null,
  range: { readonly min: number; readonly max: number },
): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const size = Number(value);
  return size >= range.min && size <= range.max ? size : null;
}

function parseFilters(params: URLSearchParams): ModelFilters {
  return {
    gender: oneOf(GENDERS, params.get('gender')) ?? null,
    hairColor: oneOf(HAIR_COLORS, params.get('hairColor')) ?? null,
    skinTone: oneOf(SKIN_TONES, params.get('skinTone')) ?? null,
    eyeColor: oneOf(EYE_COLORS, params.get('eyeColor')) ?? null,
    shoeSize: parseSize(params.get('shoeSize'), acceptedMeasurementBounds('shoeSize')),
    dressSize: parseSize(params.get('dressSize'), acceptedMeasurementBounds('dressSize')),
  };
}

/**
 * A talent's own specialty: Explore opens on it until they choose another. It comes with the user
 * status, which the server's render of /explore has too, so both renders agree (ADR 022).
 */
export function ownCategory(
  user: { readonly individual?: { readonly role: string | null } | null } | null | undefined,
): Specialty | undefined {
  return oneOf(SPECIALTIES, user?.individual?.role);
}

/**
 * What the address says; a missing or unreadable mode or category falls back to the one the
 * person chose last (`remembered`), then to their own specialty (`own`), then to the default.
 */
export function parseExploreState(
  params: URLSearchParams,
  role: AccountRole | undefined,
  remembered: { readonly view?: ExploreView | undefined; readonly category?: Specialty | undefined } = {},
  own?: Specialty,
): ExploreState {
  return {
    view: oneOf(EXPLORE_VIEWS, params.get('view')) ?? remembered.view ?? defaultView(role),
    category: oneOf(SPECIALTIES, params.get('category')) ?? remembered.category ?? own ?? DEFAULT_CATEGORY,
    searchKey: params.get('q') ?? '',
    filters: parseFilters(params),
    licence: oneOf(LICENCE_TYPES, params.get('licence')) ?? null,
  };
}
