import { DATA_EXPORTS_PATH, dataExportsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerRoute } from '../../lib/route';
import type { DataExportsService } from './data-exports.service';

/**
 * The endpoints of "Download my data", and the download itself: `GET /data-exports/<token>`,
 * authorised by the signed token its link carries (a link opened from an e-mail sends no
 * `Authorization` header), working for 24 hours from READY; 404 with the reason after that.
 */
export function registerDataExportsRoutes(app: FastifyInstance, exports: DataExportsService): void {
  registerRoute(app, dataExportsApi.start, ({ actor }) => exports.start(actor));
  registerRoute(app, dataExportsApi.list, ({ actor }) => exports.list(actor));
  app.get<{ Params: { token: string } }>(
    `${DATA_EXPORTS_PATH}/:token`,
    {
      schema: {
        summary:
          "A copy of a person's data (from POST /users/me/export) as a ZIP attachment. The token in the path, from the e-mailed link or GET /users/me/exports, is what authorises it: no session is needed. It works for 24 hours after the copy is ready; then, or for a token that is not genuine, 404 with a sentence saying so. `Cache-Control: private, no-store`.",
        tags: ['users'],
        params: z.object({ token: z.string() }),
      },
    },
    async (request, reply) => {
      const { object, fileName } = await exports.open(request.params.token);
      void reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'private, no-store');
      if (object.contentLength !== undefined) void reply.header('content-length', object.contentLength);
      return reply.send(object.body);
    },
  );
}
