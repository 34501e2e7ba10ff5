import { serverText } from './messages/server-messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

// C0 controls but tab, line feed and carriage return; DEL and the C1 controls.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Path = readonly (string | number)[];

function isUnsafe(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** A value met on the walk, with the key that leads to it from its parent (none for the root). */
interface Visit {
  readonly value: unknown;
  readonly parent: Visit | null;
  readonly key: string | number | null;
}

function pathTo(visit: Visit): Path {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at !== null; at = at.parent) if (at.key !== null) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or object key) holding a control character or a lone surrogate.
 * The walk keeps its own stack, so no nesting can exhaust the call stack, and each value is
 * visited once.
 */
export function findUnsafeText(value: unknown): Path | null {
  const pending: Visit[] = [{ value, parent: null, key: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (typeof visit.key === 'string' && isUnsafe(visit.key)) return pathTo(visit);
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnsafe(current)) return pathTo(visit);
    } else if (typeof current === 'object' && current !== null) {
      const entries: [string | number, unknown][] = Array.isArray(current)
        ? [...current.entries()]
        : Object.entries(current);
      // Last first, so the stack hands them back in order.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as [string | number, unknown];
        pending.push({ value: item, parent: visit, key });
      }
    }
  }
  return null;
}

/** Field names whose words would not say what a person typed. */
const LABELS: Readonly<Record<string, string>> = { content: 'Message', searchKey: 'Search' };

/**
 * "filter[searchKey]", ["specialtyInfo", "bio"] and ["requirements", 2, "content"] read as
 * "Search", "Bio" and "Requirements".
 */
export function fieldLabel(path: Path): string {
  const names = path
    .filter((part): part is string => typeof part === 'string')
    .map((name) => /\[([^\]]+)\]$/.exec(name)?.[1] ?? name);
  const last = names.at(-1) ?? '';
  const inner = last === 'content' && names.length > 1 ? (names.at(-2) ?? '') : last;
  const known = LABELS[inner];
  if (known !== undefined) return known;
  const words = inner
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  if (words === '' || isUnsafe(words)) return 'A field';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every string a request carries, in its body, query or path, is refused before anything reads
 * it when it holds a control character (other than tab and line breaks) or a lone UTF-16
 * surrogate: PostgreSQL cannot store the first (NUL) and the others only hide or garble text.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnsafeText(part);
      if (path !== null) {
        done(
          new AppError('VALIDATION_FAILED', [serverText('characterNotAllowed', { field: fieldLabel(path) })]),
        );
        return;
      }
    }
    done();
  });
}
