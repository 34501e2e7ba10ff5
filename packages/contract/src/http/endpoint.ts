import { z } from 'zod';
import type { AccountStep } from './account-step';
import type { ErrorCode } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, only a caller with a valid session token, or only an
 * operator with an operator session (anyone else is answered 404, as if the route did not exist).
 */
export type EndpointAuth = 'public' | 'session' | 'operator';

interface EndpointFields<
  P extends z.ZodObject | undefined,
  Q extends z.ZodObject | undefined,
  B extends z.ZodType | undefined,
  D extends z.ZodType,
  A extends EndpointAuth,
  I extends boolean,
> {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly summary: string;
  readonly tag: string;
  readonly auth: A;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** Bytes a request body may have; BODY_LIMITS.json unless the endpoint says otherwise. */
  readonly bodyLimit?: number;
  /**
   * The endpoint creates something: a request carrying an `Idempotency-Key` that the account
   * already used gets the first answer again instead of creating a second one.
   */
  readonly idempotent?: I;
  /** The `data` of the success envelope. */
  readonly data: D;
  readonly successStatus: 200 | 201;
  /** The error codes this endpoint answers with besides the ones every endpoint may give. */
  readonly errors: readonly ErrorCode[];
}

/** Every session endpoint states how far its caller's account must have come. */
type StepField<A extends EndpointAuth> = A extends 'session'
  ? { readonly step: AccountStep }
  : { readonly step?: undefined };

/**
 * One endpoint, defined once: the API route and the web client are both derived from it.
 * `path` uses `:name` segments that `params` describes.
 */
export type Endpoint<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
  A extends EndpointAuth = EndpointAuth,
  I extends boolean = boolean,
> = A extends EndpointAuth ? EndpointFields<P, Q, B, D, A, I> & StepField<A> : never;

export function defineEndpoint<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  D extends z.ZodType = z.ZodType,
  const A extends EndpointAuth = EndpointAuth,
  const I extends boolean = false,
>(endpoint: EndpointFields<P, Q, B, D, A, I> & StepField<A>): Endpoint<P, Q, B, D, A, I> {
  return endpoint as Endpoint<P, Q, B, D, A, I>;
}

export function envelope<D extends z.ZodType>(data: D) {
  return z.object({ data, message: z.string().optional() });
}

export type EndpointData<E extends Endpoint> = z.output<E['data']>;
/**
 * A descriptor's schema without the `undefined` its optional key adds (`body?: B` reads as
 * `B | undefined`); `never` when the endpoint has none.
 */
type Schema<S> = Exclude<S, undefined>;
type InputOf<S> = [Schema<S>] extends [never] ? undefined : z.input<Schema<S>>;

export type EndpointBody<E extends Endpoint> = InputOf<E['body']>;
export type EndpointParams<E extends Endpoint> = InputOf<E['params']>;
export type EndpointQuery<E extends Endpoint> = InputOf<E['query']>;

/** Fills `:name` segments of a path with URL-encoded values. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
