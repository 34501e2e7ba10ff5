import { ProviderRefusedError, ProviderUnavailableError } from '../payment-provider';

/**
 * One call to Moyasar's REST API (https://docs.moyasar.com/api/authentication): HTTP Basic with
 * the secret key as the user name and an empty password, JSON both ways, a deadline on the whole
 * exchange. What comes back is classified once, here:
 * - no answer (refused connection, reset, DNS, the deadline), a 5xx or a 429 → ProviderUnavailableError;
 * - any other 4xx → ProviderRefusedError with the message of Moyasar's error body `{type, message, errors}`;
 * - a 2xx → the parsed JSON, for the caller to check against the shape it expects.
 * The key never appears in an error: messages name the method, the path and the status only.
 */

export interface MoyasarHttpOptions {
  /** e.g. https://api.moyasar.com/v1, without a trailing slash or with one. */
  readonly apiUrl: string;
  readonly secretKey: string;
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
}

export type MoyasarQuery = Readonly<Record<string, string | number>>;

export interface MoyasarHttp {
  get(path: string, query?: MoyasarQuery): Promise<unknown>;
  post(path: string, body: unknown): Promise<unknown>;
}

export function createMoyasarHttp(options: MoyasarHttpOptions): MoyasarHttp {
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, query?: MoyasarQuery) {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.append(key, String(value));
    const what = `Moyasar ${method} ${path}`;
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';

    let status: number;
    let text: string;
    try {
      // The signal bounds the body as well as the headers: a server that stalls mid-answer times out too.
      const response = await options.fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new ProviderUnavailableError(`${what}: ${noAnswer(error, options.timeoutMs)}`, { cause: error });
    }

    if (status >= 500 || status === 429) {
      throw new ProviderUnavailableError(`${what} answered ${String(status)}`);
    }
    const json = parseJson(text);
    if (status >= 400) throw new ProviderRefusedError(refusalMessage(json, status), status);
    if (status < 200 || status >= 300 || json === undefined) {
      throw new ProviderUnavailableError(`${what} answered ${String(status)} without a JSON body`);
    }
    return json;
  }

  return {
    get: (path, query) => call('GET', path, undefined, query),
    post: (path, body) => call('POST', path, body),
  };
}

/** A path segment from an id we were given (a webhook, a return URL, our database). */
export function segment(id: string): string {
  return encodeURIComponent(id);
}

function noAnswer(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${String(timeoutMs)} ms`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  return code ?? (error instanceof Error ? error.message : 'no answer');
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Moyasar's error body (https://docs.moyasar.com/api/errors) is `{type, message, errors}`, where
 * `errors` is null, a list of texts, or an object of field → list of texts. The message leads, so
 * that it reads well in the log and can be shown; the field details follow.
 */
function refusalMessage(body: unknown, status: number): string {
  if (!isRecord(body)) return `Moyasar refused the request (${String(status)})`;
  const message =
    typeof body.message === 'string' && body.message.trim() !== ''
      ? body.message
      : typeof body.type === 'string'
        ? body.type
        : `Moyasar refused the request (${String(status)})`;
  const details = errorDetails(body.errors);
  return details === '' ? message : `${message}: ${details}`;
}

function errorDetails(errors: unknown): string {
  if (typeof errors === 'string') return errors;
  if (Array.isArray(errors)) return errors.filter((item) => typeof item === 'string').join('; ');
  if (!isRecord(errors)) return '';
  return Object.entries(errors)
    .map(([field, value]) => {
      const texts = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [value];
      return `${field} ${texts.map(String).join(', ')}`;
    })
    .join('; ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
