import { z } from 'zod';
import { LIMITS, MAX_LENGTHS } from '../constants';
import { CountryCodeSchema } from '../countries/country-codes';
import { PhoneSchema } from './phone';
import { requiredText } from './text';
import { InstagramUrlSchema, TikTokUrlSchema, WebsiteUrlSchema } from './url';
import { messageText } from '../messages/contract-messages';

export const ORGANIZATION_MESSAGES = {
  name: messageText('organizationName'),
  bio: messageText('bioRequired'),
  logo: messageText('logoRequired'),
} as const;

/** Creation and edit alike: every field is required (spec §5). */
export const OrganizationProfileSchema = z.strictObject({
  bio: requiredText(ORGANIZATION_MESSAGES.bio, messageText('labelBio'), MAX_LENGTHS.bio),
  name: requiredText(ORGANIZATION_MESSAGES.name, messageText('labelName'), MAX_LENGTHS.organizationName).min(
    LIMITS.nameMinLength,
    ORGANIZATION_MESSAGES.name,
  ),
  location: CountryCodeSchema,
  instagram: InstagramUrlSchema,
  tiktok: TikTokUrlSchema,
  website: WebsiteUrlSchema,
  phone: PhoneSchema,
  /** The URL an upload answered with; that it points at our own media is for the server to check. */
  logo: requiredText(ORGANIZATION_MESSAGES.logo, messageText('labelLogo'), MAX_LENGTHS.url),
});
export type OrganizationProfileInput = z.input<typeof OrganizationProfileSchema>;
export type OrganizationProfile = z.output<typeof OrganizationProfileSchema>;
