import { profilesApi, type OrganizationProfileInput } from '@casting/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateUser } from '../../../lib/session-store';

/** Edits the caller's organization (PATCH /organization/me); the answer is the fresh user status. */
export function useUpdateOrganization() {
  return useMutation({
    mutationFn: (body: OrganizationProfileInput) => apiRequest(profilesApi.updateOrganization, { body }),
    onSuccess: (user) => {
      updateUser(user);
    },
  });
}
