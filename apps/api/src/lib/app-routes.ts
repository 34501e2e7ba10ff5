import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** Where the web build lists its router's route patterns (apps/web/prerender.ts). */
const APP_ROUTES_FILE = join('server', 'app-routes.json');

/** Whether the app has a page of its own at a path (the query left off). */
export type AppRouteTest = (path: string) => boolean;

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * Matches a path as the web's router does: segment by segment, letters in any case, a trailing
 * slash allowed, and a `:parameter` segment standing for any one segment.
 */
export function appRouteTest(patterns: readonly string[]): AppRouteTest {
  const compiled = patterns.map((pattern) => segmentsOf(pattern.toLowerCase()));
  return (path) => {
    const segments = segmentsOf(path.toLowerCase());
    return compiled.some(
      (pattern) =>
        pattern.length === segments.length &&
        pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
    );
  };
}

/**
 * The build's route patterns. A build without the list (one made before it existed) leaves every
 * address to the app, answered 200 as it used to be.
 */
export function loadAppRoutes(distDir: string, log: FastifyBaseLogger): AppRouteTest {
  const file = join(distDir, APP_ROUTES_FILE);
  if (!existsSync(file)) {
    log.warn({ file }, 'the web build lists no routes: unknown addresses answer 200 (run `npm run build`)');
    return () => true;
  }
  return appRouteTest(z.array(z.string()).parse(JSON.parse(readFileSync(file, 'utf8'))));
}
