import type { UserStatus } from '@casting/contract';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * What a signed-in page the server rendered (ADR 021) rendered from: the user status it asked
 * for at that moment and the page's first data. The app starts from the same, so its first render
 * matches the markup and hydrates it.
 */
export interface ServerState {
  readonly user: UserStatus;
  readonly queries: DehydratedState;
}

const SCRIPT_ID = 'server-state';

/**
 * The state as a script element of the page. Names and texts people wrote are in it: `<` is
 * escaped, so none can close the element, and the line separators JavaScript once rejected too.
 */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${SCRIPT_ID}">${json}</script>`;
}

/** The state the server embedded in this page, or null (any other page). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SCRIPT_ID)?.textContent;
  if (text === undefined || text === '') return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Puts the page's first data into the app's query cache, as fresh as when the server fetched it.
 * TanStack's `hydrate` would do the same and more, at the cost of its module in every page's
 * first JavaScript: only successful queries are embedded, and their data is all the app needs.
 */
export function seedQueryCache(queryClient: QueryClient, { queries }: ServerState): void {
  for (const { queryKey, queryHash, state } of queries.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
    rendered.set(queryHash, state.dataUpdatedAt);
  }
}

/** The queries this page was rendered from, by hash, with the time the server fetched each. */
const rendered = new Map<string, number>();

/** As long as the query client's default: data this recent is not asked for again as a page shows it. */
const RENDERED_DATA_FRESH_MS = 30_000;

/**
 * The `staleTime` of a list read again whenever a page shows it (0), such as My Jobs or the chat
 * list, except while it still holds what the server fetched for this page's render a moment ago:
 * asking again as the page hydrates would show the same, and bring the API client and zod (about
 * 35 KB gzip) to a first load that needs neither (issue 31). Once read again, or past the query
 * client's usual 30 s, it is 0 again.
 */
export function staleUnlessJustRendered(query: {
  readonly queryHash: string;
  readonly state: { readonly dataUpdatedAt: number };
}): number {
  return rendered.get(query.queryHash) === query.state.dataUpdatedAt ? RENDERED_DATA_FRESH_MS : 0;
}
