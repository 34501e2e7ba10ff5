import {
  blocksApi,
  contactSettingsApi,
  PAGE_SIZES,
  privacySettingsApi,
  reportsApi,
  verificationApi,
  type ContactSettings,
  type CreateReportInput,
  type PrivacySettings,
  type RequestVerificationBody,
} from '@casting/contract';
import { apiRequest, apiRequestWithMessage } from '../../../lib/api-client';

/*
 * Reports, blocks, contact settings and who sees a talent's photos, with the API client and zod: loaded with the dialogs and
 * settings pages that send them, never with the pages that only show a menu button.
 */

/** The answer's message thanks the reporter and says what happens next; a second report answers the first. */
export function sendReport(body: CreateReportInput) {
  return apiRequestWithMessage(reportsApi.create, { body });
}

export function blockUser(userId: string) {
  return apiRequest(blocksApi.block, { params: { userId } });
}

export function unblockUser(userId: string) {
  return apiRequest(blocksApi.unblock, { params: { userId } });
}

export function fetchBlockedPage(page: number, signal?: AbortSignal) {
  return apiRequest(blocksApi.list, {
    query: { 'paginate[page]': page, 'paginate[limit]': PAGE_SIZES.blockedUsers },
    signal,
  });
}

export function fetchContactSettings(signal?: AbortSignal) {
  return apiRequest(contactSettingsApi.get, { signal });
}

export function saveContactSettings(body: ContactSettings) {
  return apiRequest(contactSettingsApi.set, { body });
}

export function fetchVerification(signal?: AbortSignal) {
  return apiRequest(verificationApi.get, { signal });
}

export function requestVerification(body: RequestVerificationBody) {
  return apiRequest(verificationApi.request, { body });
}

export function fetchMediaVisibility(signal?: AbortSignal) {
  return apiRequest(privacySettingsApi.get, { signal });
}

export function saveMediaVisibility(body: PrivacySettings) {
  return apiRequest(privacySettingsApi.set, { body });
}
