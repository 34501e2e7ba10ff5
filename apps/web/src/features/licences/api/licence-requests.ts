import { licencesApi, type AddLicenceBody } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/* The licences' requests, with the API client and zod: loaded when the page first asks. */

export function fetchLicences(signal?: AbortSignal) {
  return apiRequest(licencesApi.list, { signal });
}

export function addLicence(body: AddLicenceBody) {
  return apiRequest(licencesApi.add, { body });
}

export function removeLicence(id: string) {
  return apiRequest(licencesApi.remove, { params: { id } });
}
