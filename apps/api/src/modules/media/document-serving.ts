import { DOCUMENTS_PATH } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { readOperator } from '../../lib/operator-guard';
import { serverText } from '../../lib/messages/server-messages';
import { openDocument, type DocumentReader } from './documents.service';

/** Nothing in a document runs or loads anything, whatever a browser makes of it. */
const DOCUMENT_CSP = "default-src 'none'; sandbox";

/**
 * `GET /documents/<key>`: a private document, to its uploader's session or an operator's. Anyone
 * else, with no session included, gets the 404 of a key that does not exist. The answer is a
 * download that no cache keeps.
 */
export function registerDocumentServing(api: FastifyInstance, deps: AppDeps): void {
  const documentDeps = {
    db: deps.db.db,
    storage: deps.storage,
    documentStorage: deps.documentStorage,
    logger: deps.logger,
  };
  api.get<{ Params: { key: string } }>(
    `${DOCUMENTS_PATH}/:key`,
    {
      schema: {
        summary:
          'A private document (from POST /upload/documents) as stored, for its uploader or an operator (any upload, for an operator); 404 for anyone else, without a session too. An attachment, with `X-Content-Type-Options: nosniff`, a sandboxing Content-Security-Policy and `Cache-Control: private, no-store`.',
        tags: ['media'],
        params: z.object({ key: z.string() }),
        security: [{ bearerAuth: [] }, { operatorAuth: [] }],
      },
    },
    async (request, reply) => {
      const reader = await readerOf(request);
      const { object, contentType } = await openDocument(documentDeps, reader, request.params.key);
      void reply
        .type(contentType)
        .header('content-disposition', `attachment; filename="${request.params.key}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOCUMENT_CSP)
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'private, no-store');
      if (object.contentLength !== undefined) void reply.header('content-length', object.contentLength);
      return reply.send(object.body);
    },
  );

  async function readerOf(request: Parameters<typeof readOperator>[2]): Promise<DocumentReader> {
    const account = await api.authenticator.read(request);
    if (account !== null) return { account };
    if ((await readOperator(documentDeps.db, deps.clock, request)) !== null) return { operator: true };
    throw new AppError('NOT_FOUND', serverText('notFound'));
  }
}
