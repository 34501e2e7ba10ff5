import { z } from 'zod';
import { LIMITS, MAX_LENGTHS } from '../constants';
import { CountryCodeSchema } from '../countries/country-code-schema';
import { PhoneSchema } from './phone';
import { requiredLine, requiredText } from './text';
import { InstagramUrlSchema, TikTokUrlSchema, WebsiteUrlSchema } from './url';
import { messageText } from '../messages/contract-messages';
import { CitySchema } from '../options/city-schema';

export const ORGANIZATION_MESSAGES = {
  name: messageText('organizationName'),
  bio: messageText('bioRequired'),
  logo: messageText('logoRequired'),
} as const;

/**
 * A link the organization may leave out (spec deviation, issue 31): blank, null or absent reads
 * as none, which the API stores and answers as ''.
 */
function optionalLink<T extends z.ZodType<string, string>>(schema: T) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    schema.optional(),
  );
}

/**
 * Creation and edit alike (spec §5), except that the social links may be left out, and the city,
 * which a client written from the spec does not send: the web forms require it, an edit
 * without it keeps the stored one.
 */
export const OrganizationProfileSchema = z.strictObject({
  bio: requiredText(ORGANIZATION_MESSAGES.bio, messageText('labelBio'), MAX_LENGTHS.bio),
  name: requiredLine(ORGANIZATION_MESSAGES.name, messageText('labelName'), MAX_LENGTHS.organizationName).min(
    LIMITS.nameMinLength,
    ORGANIZATION_MESSAGES.name,
  ),
  location: CountryCodeSchema,
  city: CitySchema.optional(),
  instagram: optionalLink(InstagramUrlSchema),
  tiktok: optionalLink(TikTokUrlSchema),
  website: optionalLink(WebsiteUrlSchema),
  phone: PhoneSchema,
  /** The URL an upload answered with; that it points at our own media is for the server to check. */
  logo: requiredText(ORGANIZATION_MESSAGES.logo, messageText('labelLogo'), MAX_LENGTHS.url),
});
export type OrganizationProfileInput = z.input<typeof OrganizationProfileSchema>;
export type OrganizationProfile = z.output<typeof OrganizationProfileSchema>;
