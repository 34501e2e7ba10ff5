import { z } from 'zod';
import { LIMITS } from '../constants';
import { wholeNumberParam } from './query';

/**
 * `paginate[limit]` from 1 to the largest page (DESIGN §5, "capped at 50"): anything else is a
 * 400 that says so, on every list alike, rather than a page shorter than the one asked for.
 */
export function pageLimitParam(defaultLimit: number) {
  return wholeNumberParam('paginate[limit]', 1, LIMITS.maxPageSize).default(defaultLimit);
}

/** `paginate[page]` from 1 and `paginate[limit]` (see pageLimitParam). */
export function paginationQuery(defaultLimit: number) {
  return {
    'paginate[page]': wholeNumberParam('paginate[page]', 1).default(1),
    'paginate[limit]': pageLimitParam(defaultLimit),
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
export type CountedPageMeta = z.infer<typeof CountedPageMetaSchema>;

export function countedPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: CountedPageMetaSchema });
}
