import { z } from 'zod';
import { LIMITS } from '../constants';

/** `paginate[page]` from 1 and `paginate[limit]` capped; out-of-range values are clamped, not refused. */
export function paginationQuery(defaultLimit: number) {
  return {
    'paginate[page]': z.coerce
      .number()
      .int()
      .catch(1)
      .default(1)
      .transform((page) => Math.max(1, page)),
    'paginate[limit]': z.coerce
      .number()
      .int()
      .catch(defaultLimit)
      .default(defaultLimit)
      .transform((limit) => Math.min(LIMITS.maxPageSize, Math.max(1, limit))),
  };
}

/**
 * A list page. `hasMore` says whether a next page exists: the server reads one row past the
 * page instead of counting every match, so a search matching most of the table stays cheap.
 */
export const PageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: PageMetaSchema });
}

/** A page of a short, per-account list shown with numbered pages, so it carries the total. */
export const CountedPageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});

export function countedPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: CountedPageMetaSchema });
}
