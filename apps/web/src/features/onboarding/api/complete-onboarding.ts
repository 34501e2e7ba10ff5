import type { EndpointBody, onboardingApi } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateUser } from '../../../lib/session-store';
import { markWelcomePending } from '../../../lib/welcome-note';

export type OnboardingRequest = EndpointBody<typeof onboardingApi.complete>;

/** PATCH /users/onboarding: creates the profile; the answer is the new user status (spec §7). */
export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: async (body: OnboardingRequest) => {
      const endpoint = await import('./onboarding-endpoint');
      return apiRequest(endpoint.onboardingApi.complete, { body });
    },
    onSuccess: (user) => {
      markWelcomePending(user.id);
      updateUser(user);
    },
  });
}
