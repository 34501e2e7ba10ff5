import { IndividualProfileSchema, type IndividualProfileInput } from '@casting/contract';

// Its own module, so the onboarding forms load the endpoint, which holds the rules of both
// profiles (a talent's specialties, an organization's phone and links), when they are sent.
export { onboardingApi } from '@casting/contract';

/** Whether a profile form's answers make a talent profile the endpoint takes. */
export function isIndividualProfile(value: unknown): value is IndividualProfileInput {
  return IndividualProfileSchema.safeParse(value).success;
}
