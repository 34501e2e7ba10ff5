import type { OrganizationProfile } from '@casting/contract';

/**
 * The social links of an organization profile as stored and answered: a link left out is '',
 * since the spec's user object gives each one as a string.
 */
export function linksOf(profile: OrganizationProfile) {
  return { instagram: profile.instagram ?? '', tiktok: profile.tiktok ?? '', website: profile.website ?? '' };
}
