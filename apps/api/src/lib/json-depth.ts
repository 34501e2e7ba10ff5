import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { serverText } from './messages/server-messages';

/**
 * How many objects and lists a JSON body may open inside one another. The deepest body the
 * contract describes (onboarding) nests 4; a body nested deeper is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text opens more than `max` objects or lists inside one another, read in one pass
 * without parsing it: brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_LIST || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_LIST || code === CLOSE_OBJECT) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies are parsed as Fastify parses them (a `__proto__` or `constructor.prototype` key is
 * refused), once their text is known to nest at most MAX_JSON_DEPTH deep: nothing that reads a
 * body afterwards (the text guard, validation, an idempotency fingerprint) meets a deeper one.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(
        new AppError('VALIDATION_FAILED', [serverText('bodyTooDeep', { levels: MAX_JSON_DEPTH })]),
        undefined,
      );
      return;
    }
    void parse(request, text, done);
  });
}
