import { z } from 'zod';
import { SPECIALTY_INFO_SCHEMAS, withoutFixedYears } from '../domain/specialty-info';
import { UserStatusSchema } from '../domain/user-status';
import { defineEndpoint } from '../http/endpoint';
import { SPECIALTIES, type Specialty } from '../specialties';
import { ExperienceSchema } from '../validation/experience';
import { OrganizationProfileSchema } from '../validation/organization';

export const ONBOARDING_MESSAGES = {
  role: `Role must be one of ${SPECIALTIES.join(', ')}.`,
  oneProfile: 'Send either individualProfile or organizationProfile.',
} as const;

function individualProfile<const S extends Specialty>(role: S) {
  return z.strictObject({
    role: z.literal(role),
    ...ExperienceSchema.shape,
    specialtyInfo: SPECIALTY_INFO_SCHEMAS[role],
  });
}

/** The profile form's payload: the specialty, the experience answers and the specialty info. */
export const IndividualProfileSchema = z.discriminatedUnion(
  'role',
  [
    individualProfile('MODEL'),
    individualProfile('VIDEOGRAPHER'),
    individualProfile('PHOTOGRAPHER'),
    individualProfile('EDITOR'),
    individualProfile('TOURISM'),
    individualProfile('BEAUTY'),
    individualProfile('ATHLETE'),
    individualProfile('ARTIST'),
    individualProfile('FASHION'),
    individualProfile('MUSIC_AND_SOUND_ENGINEER'),
  ],
  // A known role picks its specialty's schema, so only an unknown role meets this message.
  { error: ONBOARDING_MESSAGES.role },
);
export type IndividualProfileInput = z.input<typeof IndividualProfileSchema>;
export type IndividualProfile = z.output<typeof IndividualProfileSchema>;

/**
 * The spec's payload as ours: its experience form stores the tattoo question under
 * holdingBachelors (read as hasTattoos), and Fashion, Athlete and Tourism send a years of
 * experience fixed at 1 in their specialty info, where the experience form's number is kept
 * instead (spec-deviations.md).
 */
function withSpecAliases(profile: unknown): unknown {
  if (typeof profile !== 'object' || profile === null) return profile;
  const { holdingBachelors, specialtyInfo, ...rest } = profile as Record<string, unknown>;
  const aliased: Record<string, unknown> = { ...rest };
  if (holdingBachelors !== undefined) {
    if ('hasTattoos' in rest) aliased.holdingBachelors = holdingBachelors;
    else aliased.hasTattoos = holdingBachelors;
  }
  if (specialtyInfo !== undefined) aliased.specialtyInfo = withoutFixedYears(rest.role, specialtyInfo);
  return aliased;
}

/**
 * One of the two profiles. Not a union of two objects: a union that fails reports only
 * "Invalid input", where this reports the sent profile's own messages.
 */
export const OnboardingBodySchema = z
  .strictObject({
    individualProfile: z
      .preprocess<unknown, typeof IndividualProfileSchema, IndividualProfileInput>(
        withSpecAliases,
        IndividualProfileSchema,
      )
      .optional(),
    organizationProfile: OrganizationProfileSchema.optional(),
  })
  .refine((body) => (body.individualProfile === undefined) !== (body.organizationProfile === undefined), {
    error: ONBOARDING_MESSAGES.oneProfile,
  });
export type OnboardingBody = z.output<typeof OnboardingBodySchema>;

export const onboardingApi = {
  complete: defineEndpoint({
    method: 'PATCH',
    path: '/users/onboarding',
    summary:
      "Creates the caller's individual or organization profile and completes onboarding. Only once, only for a verified account, and only the kind of profile that matches the account role. Media must be the caller's own uploads.",
    tag: 'onboarding',
    auth: 'session',
    step: 'verified',
    body: OnboardingBodySchema,
    data: UserStatusSchema,
    successStatus: 200,
    errors: ['FORBIDDEN', 'NOT_ALLOWED'],
  }),
};
