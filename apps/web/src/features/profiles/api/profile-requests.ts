import { profilesApi, reviewsApi, type UpdateIndividualBody } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The profile requests, with the API client and zod: loaded when a query first asks or an edit is
 * saved. A talent's page the server rendered comes with its profile and rating (ADR 022), so its
 * first load needs none of them.
 */
export function fetchIndividual(id: string, signal: AbortSignal) {
  return apiRequest(profilesApi.getIndividual, { params: { id }, signal });
}

export function fetchStars(id: string, signal: AbortSignal) {
  return apiRequest(profilesApi.stars, { params: { id }, signal });
}

export function fetchReviews(id: string, signal: AbortSignal) {
  return apiRequest(profilesApi.reviews, { params: { id }, signal });
}

export function sendIndividualUpdate(body: UpdateIndividualBody) {
  return apiRequest(profilesApi.updateMe, { body });
}

export function fetchOrganizationPage(id: string, signal: AbortSignal) {
  return apiRequest(reviewsApi.organization, { params: { id }, signal });
}

export function fetchOrganizationReviews(id: string, page: number, signal: AbortSignal) {
  return apiRequest(reviewsApi.organizationReviews, {
    params: { id },
    query: { 'paginate[page]': page },
    signal,
  });
}
