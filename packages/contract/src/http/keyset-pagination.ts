import { z } from 'zod';
import { pageLimitParam, PageMetaSchema } from './pagination';
import { localizedNumberParam, queryOf } from './query';

/**
 * The deepest numbered page of the long lists (talent and jobs). A numbered page skips every
 * row before it, so its cost grows with its number; further rows are read with
 * `paginate[cursor]`, which starts right after the previous page's last row whatever its depth.
 */
export const MAX_NUMBERED_PAGE = 10;

const PAGE_MESSAGE = 'paginate[page] must be a whole number of at least 1.';
const DEEP_PAGE_MESSAGE = `paginate[page] goes up to ${String(MAX_NUMBERED_PAGE)}; read further pages with paginate[cursor] set to the previous page's meta.nextCursor.`;

/**
 * A list position: the last row's rank where the list has one (jobs: 1 open, 0 closed), its
 * creation time (UTC, microseconds) and its id.
 */
const CURSOR_PATTERN =
  /^(?:[01]_)?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const CURSOR_MESSAGE = "paginate[cursor] must be a page's meta.nextCursor.";

function notBoth(query: Partial<Record<'paginate[page]' | 'paginate[cursor]', unknown>>) {
  return query['paginate[page]'] === undefined || query['paginate[cursor]'] === undefined;
}

/**
 * The query of a long list: its filters, then `paginate[page]` (1 to MAX_NUMBERED_PAGE; 1 when
 * neither is given) or `paginate[cursor]`, not both, and `paginate[limit]`.
 */
export function keysetQueryOf<T extends z.ZodRawShape>(filters: T, defaultLimit: number) {
  return queryOf({
    ...filters,
    'paginate[page]': localizedNumberParam(
      z
        .number({ error: PAGE_MESSAGE })
        .int({ error: PAGE_MESSAGE })
        .min(1, { error: PAGE_MESSAGE })
        .max(MAX_NUMBERED_PAGE, { error: DEEP_PAGE_MESSAGE }),
    ).optional(),
    'paginate[cursor]': z
      .string({ error: CURSOR_MESSAGE })
      .regex(CURSOR_PATTERN, { error: CURSOR_MESSAGE })
      .optional(),
    'paginate[limit]': pageLimitParam(defaultLimit),
  }).refine(notBoth, {
    error: 'Give paginate[page] or paginate[cursor], not both.',
  });
}

/**
 * A page of a keyset-paginated list: `nextCursor` reads the next page (null on the last one);
 * `page` is the page's number, null when it was read by cursor.
 */
export const KeysetPageMetaSchema = PageMetaSchema.extend({
  page: z.number().int().nullable(),
  nextCursor: z.string().nullable(),
});

export function keysetPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), meta: KeysetPageMetaSchema });
}
