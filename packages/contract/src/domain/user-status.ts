import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../messages/language';
import { ACCOUNT_ROLES } from '../roles';
import { CitySchema } from '../options/city-schema';

export const UserIndividualSchema = z.object({
  id: z.uuid(),
  bio: z.string(),
  role: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  isVisible: z.boolean(),
  specialtyInfo: z.record(z.string(), z.unknown()),
});

export const UserOrganizationSchema = z.object({
  id: z.uuid(),
  bio: z.string(),
  name: z.string(),
  location: z.string(),
  /** One of CITIES; null when never given. A status stored before cities existed reads as null. */
  city: CitySchema.nullable().default(null),
  logo: z.string(),
  phone: z.string(),
  /**
   * How the phone reads ("+966 50 123 4567"), formatted by the server, so a page that shows it
   * needs no phone metadata (about 60 KB gzip) in the browser. Absent from a status stored before
   * it was sent.
   */
  formattedPhone: z.string().optional(),
  email: z.string(),
  instagram: z.string(),
  tiktok: z.string(),
  website: z.string(),
});

/** The account's consent to the privacy notice (issue 36). */
export const PrivacyConsentSchema = z.object({
  /** The latest version of the notice the person agreed to; null for none. */
  version: z.string().nullable(),
  /** True until the person agrees to the current version: ask before going on. */
  due: z.boolean(),
});

/** The owner's request to delete the account (issue 36), while it can still be undone. */
export const AccountDeletionSchema = z.object({
  requestedAt: z.iso.datetime(),
  /** When the personal data is destroyed unless the person restores the account first. */
  destroysAt: z.iso.datetime(),
});

/** The spec's "user status": what the client keeps about the signed-in account. */
export const UserStatusSchema = z.object({
  id: z.uuid(),
  role: z.enum(ACCOUNT_ROLES),
  firstName: z.string(),
  lastName: z.string(),
  verifiedEmail: z.string().nullable(),
  unVerifiedEmail: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  /** The account's language (e-mails, and answers to requests without Accept-Language); a session stored before it existed reads as English. */
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  individual: UserIndividualSchema.nullable(),
  organization: UserOrganizationSchema.nullable(),
  /** A status stored before consent existed reads as not due; the next GET /users/me says. */
  privacyConsent: PrivacyConsentSchema.default({ version: null, due: false }),
  /** Set while the account waits to be deleted: offer to restore it (POST /users/me/restore) or sign out. */
  deletion: AccountDeletionSchema.nullable().default(null),
});

export type UserStatus = z.infer<typeof UserStatusSchema>;
