import { applicationsApi } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/** Declines an invitation, loaded with the API client when the talent confirms. */
export function sendDeclineInvitation(requestId: string) {
  return apiRequest(applicationsApi.declineInvitation, { params: { requestId } });
}
