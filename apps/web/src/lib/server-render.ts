import type { Session } from './session-store';

/** Whom a server render of a signed-in page (ADR 021) runs as, and how it reaches the API. */
export interface ServerRender {
  readonly session: Session;
  /** The API answering in-process: the page's first data is fetched as the browser would. */
  readonly fetch: typeof fetch;
}

let active: ServerRender | null = null;

/** The server render in progress; never one in the browser. */
export function activeServerRender(): ServerRender | null {
  return active;
}

/**
 * Runs `work` (fetching a page's first data, then rendering it) as `render`. Server renders are
 * serialized by their caller (`prerender/render-page.tsx`), so one is active at a time.
 */
export async function asServerRender<T>(render: ServerRender, work: () => Promise<T>): Promise<T> {
  active = render;
  try {
    return await work();
  } finally {
    active = null;
  }
}
