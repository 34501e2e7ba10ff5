import { onboardingApi, type EndpointBody } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateUser } from '../../../lib/session-store';
import { markWelcomePending } from '../../../lib/welcome-note';

export type OnboardingRequest = EndpointBody<typeof onboardingApi.complete>;

/** PATCH /users/onboarding: creates the profile; the answer is the new user status (spec §7). */
export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: (body: OnboardingRequest) => apiRequest(onboardingApi.complete, { body }),
    onSuccess: (user) => {
      markWelcomePending(user.id);
      updateUser(user);
    },
  });
}
