import { dataExportsApi } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';

/* The data exports' requests, with the API client and zod: loaded when the page first asks. */

export function fetchDataExports(signal?: AbortSignal) {
  return apiRequest(dataExportsApi.list, { signal });
}

export function startDataExport() {
  return apiRequest(dataExportsApi.start, {});
}
