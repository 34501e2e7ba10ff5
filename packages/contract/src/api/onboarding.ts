import { z } from 'zod';
import { SPECIALTY_INFO_SCHEMAS } from '../domain/specialty-info';
import { UserStatusSchema } from '../domain/user-status';
import { defineEndpoint } from '../http/endpoint';
import type { Specialty } from '../specialties';
import { ExperienceSchema } from '../validation/experience';
import { OrganizationProfileSchema } from '../validation/organization';

function individualProfile<const S extends Specialty>(role: S) {
  return z.strictObject({
    role: z.literal(role),
    ...ExperienceSchema.shape,
    specialtyInfo: SPECIALTY_INFO_SCHEMAS[role],
  });
}

/** The profile form's payload: the specialty, the experience answers and the specialty info. */
export const IndividualProfileSchema = z.discriminatedUnion('role', [
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
]);
export type IndividualProfileInput = z.input<typeof IndividualProfileSchema>;
export type IndividualProfile = z.output<typeof IndividualProfileSchema>;

export const OnboardingBodySchema = z.union([
  z.strictObject({ individualProfile: IndividualProfileSchema }),
  z.strictObject({ organizationProfile: OrganizationProfileSchema }),
]);
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
