import { randomUUID } from 'node:crypto';
import type { TestApp } from './build-test-app';
import { API } from './accounts';

interface Operation {
  readonly security?: Record<string, unknown>[];
  readonly parameters?: { readonly in: string; readonly name: string }[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema?: unknown }> };
}

export interface DocumentedRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented: `/models/api/v1/jobs/{id}`. */
  readonly path: string;
  /** The path with a plausible id (a fresh UUID) in each parameter. */
  readonly url: string;
  /** A user's session only: 401 without one. */
  readonly needsSession: boolean;
  /** An `/operator` route, or one an operator's session opens too: 404 to anyone without a session it takes. */
  readonly needsOperator: boolean;
  /** The JSON schema of its body, when it takes JSON. */
  readonly jsonBody: unknown;
}

/** Every route of the OpenAPI document the app serves. */
export async function documentedRoutes(t: TestApp): Promise<DocumentedRoute[]> {
  const response = await t.app.inject({ method: 'GET', url: `${API}/docs/json` });
  const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as DocumentedRoute['method'],
      path,
      url: path.replace(/\{\w+\}/g, () => randomUUID()),
      needsSession:
        operation.security?.some((scheme) => 'bearerAuth' in scheme) === true &&
        !operation.security.some((scheme) => 'operatorAuth' in scheme),
      needsOperator: operation.security?.some((scheme) => 'operatorAuth' in scheme) === true,
      jsonBody: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}
