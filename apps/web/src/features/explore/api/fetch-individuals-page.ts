import { listIndividualsEndpoint, PAGE_SIZES } from '@casting/contract';
import { apiRequest } from '../../../lib/api-client';
import type { IndividualsFilter } from './list-individuals';

/** GET /individuals: the page of Explore's talent after `cursor` (the first page without one). */
export function fetchIndividualsPage(filter: IndividualsFilter, cursor: string | null, signal: AbortSignal) {
  const { model } = filter;
  return apiRequest(listIndividualsEndpoint, {
    query: {
      'filter[individualCategory]': filter.category,
      'filter[searchKey]': filter.searchKey === '' ? undefined : filter.searchKey,
      'filter[gender]': model?.gender ?? undefined,
      'filter[hairColor]': model?.hairColor ?? undefined,
      'filter[skinTone]': model?.skinTone ?? undefined,
      'filter[eyeColor]': model?.eyeColor ?? undefined,
      'filter[shoeSize]': model?.shoeSize ?? undefined,
      'filter[dressSize]': model?.dressSize ?? undefined,
      'filter[licence]': filter.licence ?? undefined,
      'paginate[cursor]': cursor ?? undefined,
      'paginate[limit]': PAGE_SIZES.explore,
    },
    signal,
  });
}
