import { talentListsApi } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /talent-lists: the organization's lists with their talent, newest first. */
export function fetchTalentLists(signal: AbortSignal) {
  return apiRequest(talentListsApi.list, { signal });
}
