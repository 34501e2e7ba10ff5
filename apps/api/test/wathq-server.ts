import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the Wathq commercial-registration API on a free port of this machine: the one
 * call our driver makes, `GET /commercialregistration/info/{number}` with the `apiKey` header,
 * answered in the shapes of Wathq's documentation (developer.wathq.sa, "Get started"): the
 * registration, or an error body `{code, message}`.
 */
export interface WathqTestServer {
  /** As WATHQ_API_URL. */
  readonly apiUrl: string;
  readonly apiKey: string;
  /** The numbers asked for, oldest first. */
  readonly asked: readonly string[];
  close(): Promise<void>;
}

/** Registrations the stand-in knows, by Unified National Number. */
export const WATHQ_REGISTRATIONS: Readonly<
  Record<string, { name: string; status: string; statusName: string }>
> = {
  '7001234567': { name: 'شركة استوديو الرياض للإنتاج', status: 'active', statusName: 'السجل التجاري قائم' },
  '7009999999': { name: 'مؤسسة مشطوبة', status: 'deleted', statusName: 'السجل التجاري مشطوب' },
};

export async function startWathqServer(): Promise<WathqTestServer> {
  const apiKey = 'wathq-test-key';
  const asked: string[] = [];
  /** What the stand-in answers: the status and body of Wathq's documentation. */
  const answer = (apiKeyHeader: unknown, url: string | undefined): [number, object] => {
    const match = /^\/v4\/commercialregistration\/info\/(\d+)$/.exec(url ?? '');
    if (apiKeyHeader !== apiKey) return [401, { code: '401', message: 'Invalid ApiKey' }];
    if (match?.[1] === undefined) return [404, { code: '404', message: 'Resource not found' }];
    asked.push(match[1]);
    const known = WATHQ_REGISTRATIONS[match[1]];
    if (known === undefined) return [404, { code: '404', message: 'CR not found' }];
    return [
      200,
      {
        cr_info: {
          cr_name: known.name,
          cr_number: 1010000000,
          cr_entity_no: Number(match[1]),
          cr_issue_date: '1440/10/29',
          cr_expiry_date: '1448/10/29',
          cr_status: { id: known.status, name: known.statusName, name_en: known.statusName },
          cr_location: { id: '1010', name: ' الرياض' },
        },
      },
    ];
  };
  const server = createServer((request, response) => {
    const [status, body] = answer(request.headers.apikey, request.url);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${String(port)}/v4`,
    apiKey,
    asked,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
