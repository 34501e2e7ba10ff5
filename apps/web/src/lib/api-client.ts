import {
  API_BASE_PATH,
  buildPath,
  envelope,
  ErrorBodySchema,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
  IDEMPOTENCY_KEY_HEADER,
} from '@casting/contract';
import { env } from '../config/env';
import { i18n } from '../i18n/i18n';
import { ApiError, errorMessage } from './api-error';
import { newIdempotencyKey, retryDelayMs } from './idempotency-key';
import { activeServerRender } from './server-render';
import { clearSession, getSession } from './session-store';

export { ApiError, errorMessage };

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** A key is optional exactly when its value may be undefined (an endpoint without params, query or body). */
type Field<K extends string, V> = undefined extends V ? { readonly [P in K]?: V } : { readonly [P in K]: V };

export type ApiRequestOptions<E extends Endpoint> = Field<'params', EndpointParams<E>> &
  Field<'query', EndpointQuery<E>> &
  Field<'body', EndpointBody<E>> & {
    /** Multipart uploads (field `file`) send a form instead of a JSON body. */
    readonly formData?: FormData;
    readonly signal?: AbortSignal;
    /**
     * The bearer to send instead of the signed-in person's: an operator's token (issue 35), which
     * works on `/operator` calls only, or null for none.
     */
    readonly token?: string | null;
  };

type OptionsArgument<E extends Endpoint> =
  Record<string, never> extends ApiRequestOptions<E>
    ? [options?: ApiRequestOptions<E>]
    : [options: ApiRequestOptions<E>];

function pathParams(params: unknown): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  if (typeof params !== 'object' || params === null) return result;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') result[name] = value;
  }
  return result;
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** Retry-After in seconds (the API sends whole seconds, never a date). */
function retryAfterSeconds(response: Response): number | null {
  const value = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function apiUrl(endpoint: Endpoint, params?: unknown, query?: unknown): string {
  return `${env.apiOrigin}${API_BASE_PATH}${buildPath(endpoint.path, pathParams(params))}${queryString(query)}`;
}

/**
 * Sends a request; one that creates something (`retries`, with its Idempotency-Key) is sent again
 * while no answer arrives or the server says the first attempt still runs.
 */
async function answerOf(
  send: () => Promise<Response>,
  retries: boolean,
  signal: AbortSignal | undefined,
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    let response: Response | null = null;
    try {
      response = await send();
    } catch (error) {
      if (signal?.aborted === true) throw error;
      if (!retries || retryDelayMs(0, null, attempt) === null)
        throw new ApiError({ status: 0, code: null, messages: [], requestId: null }, { cause: error });
    }
    const delay = retries
      ? retryDelayMs(response?.status ?? 0, response?.headers.get('retry-after') ?? null, attempt)
      : null;
    if (response !== null && delay === null) return response;
    await new Promise((resolve) => setTimeout(resolve, delay ?? 0));
  }
}

/**
 * Calls one endpoint of the contract: method and path come from its descriptor, the success
 * body is checked against its `data` schema, and failures become an `ApiError`.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionsArgument<E>
): Promise<EndpointData<E>> {
  return (await apiRequestWithMessage(endpoint, ...([options] as OptionsArgument<E>))).data;
}

/** An answer's data with the sentence the server sent beside it (`message`), when it sent one. */
export interface AnswerWithMessage<T> {
  readonly data: T;
  readonly message: string | null;
}

/** As `apiRequest`, keeping the answer's `message` (a report's thanks and what happens next). */
export async function apiRequestWithMessage<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionsArgument<E>
): Promise<AnswerWithMessage<EndpointData<E>>> {
  const headers = new Headers({ accept: 'application/json', 'accept-language': i18n.language });
  const token = options?.token === undefined ? getSession().token : options.token;
  if (token !== null) headers.set('authorization', `Bearer ${token}`);
  // One key for every attempt of this call: a retry after a lost answer gets the first answer
  // instead of creating the message, application, job or review a second time.
  if (endpoint.idempotent === true) headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());

  let body: BodyInit | undefined;
  if (options?.formData !== undefined) {
    body = options.formData;
  } else if (options?.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const serverRender = activeServerRender();
  const send = serverRender?.fetch ?? fetch;
  const response = await answerOf(
    () =>
      send(apiUrl(endpoint, options?.params, options?.query), {
        method: endpoint.method,
        headers,
        body,
        signal: options?.signal,
      }),
    endpoint.idempotent === true,
    options?.signal,
  );

  const payload = await readJson(response);
  const requestId = response.headers.get('x-request-id');

  if (!response.ok) {
    // The token is no longer valid: keeping it would make every later call fail the same way.
    if (response.status === 401 && endpoint.auth === 'session' && serverRender === null) clearSession();
    const parsed = ErrorBodySchema.safeParse(payload);
    throw parsed.success
      ? ApiError.fromBody(response.status, parsed.data, retryAfterSeconds(response))
      : new ApiError({ status: response.status, code: null, messages: [], requestId });
  }

  const parsed = envelope(endpoint.data).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      { status: response.status, code: null, messages: [], requestId },
      { cause: parsed.error },
    );
  }
  return { data: parsed.data.data as EndpointData<E>, message: parsed.data.message ?? null };
}
