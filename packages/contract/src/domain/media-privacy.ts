import type { MediaVisibility } from '../licences-and-privacy';
import { MEDIA_FIELDS } from './specialty-info';

/** What a viewer is to a talent's media visibility: the talent itself, or how far it is trusted. */
export type MediaViewer = 'SELF' | 'TALENT' | 'ORGANIZATION' | 'VERIFIED_ORGANIZATION';

const REACH: Record<MediaViewer, number> = { TALENT: 0, ORGANIZATION: 1, VERIFIED_ORGANIZATION: 2, SELF: 3 };
const NEEDS: Record<MediaVisibility, number> = { SIGNED_IN: 0, ORGANIZATIONS: 1, VERIFIED_ORGANIZATIONS: 2 };

/** Whether the viewer sees the photos and measurements of a talent with this choice (issue 36). */
export function mayViewMedia(visibility: MediaVisibility, viewer: MediaViewer): boolean {
  return REACH[viewer] >= NEEDS[visibility];
}

/** The viewer's reach as a number, and each choice's need: the database compares them (`need <= reach`). */
export function mediaReach(viewer: MediaViewer): number {
  return REACH[viewer];
}
export const MEDIA_VISIBILITY_NEED = NEEDS;

/** A model's body: the measurements and appearance a talent may keep from viewers, with the media. */
const BODY_FIELDS: ReadonlySet<string> = new Set([
  'height',
  'weight',
  'eyeColorEnum',
  'skinToneEnum',
  'hairColorEnum',
  'dressSize',
  'shoeSize',
  'waist',
  'hips',
  'bust',
]);

/** The specialty info without its photos, reels and body: what a viewer left out is sent. */
export function withoutPrivateMedia(info: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(info).filter(([name]) => !MEDIA_FIELDS.has(name) && !BODY_FIELDS.has(name)),
  );
}
