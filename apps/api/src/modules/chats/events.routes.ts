import { API_BASE_PATH } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus';

const HEARTBEAT_MS = 20_000;

/**
 * The caller's live events as server-sent events. It takes the bearer token like every
 * call, so browsers read it with fetch rather than EventSource.
 */
export function registerEventsRoutes(app: FastifyInstance, events: EventBus): void {
  app.get(
    '/events',
    {
      schema: {
        summary: `Server-sent events for the caller: "message" and "job-request" with the chatId that changed. Fetch ${API_BASE_PATH}/chats/{chatId}/messages for the details.`,
        tags: ['chats'],
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const actor = await app.authenticator.require(request);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
      });
      response.write('retry: 3000\n\n');
      const unsubscribe = events.subscribe(actor.userId, (event) => {
        response.write(`event: ${event.type}\ndata: ${JSON.stringify({ chatId: event.chatId })}\n\n`);
      });
      const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );
}
