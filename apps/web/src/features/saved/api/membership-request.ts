import { talentListsApi } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';
import type { Membership } from './list-membership';

/** PUT or DELETE /talent-lists/{listId}/members/{individualId}, loaded with the API client when sent. */
export function sendMembership(membership: Membership, saved: boolean) {
  return saved
    ? apiRequest(talentListsApi.addMember, { params: membership })
    : apiRequest(talentListsApi.removeMember, { params: membership });
}
