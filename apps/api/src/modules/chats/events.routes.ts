import { API_BASE_PATH, LIVE_STREAMS_PER_ACCOUNT } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus';
import { EventStreams } from '../../lib/events/event-streams';
import { guardedActor, sessionGuard } from '../../lib/session-guard';

const HEARTBEAT_MS = 20_000;

/**
 * The caller's live events as server-sent events. It takes the bearer token like every
 * call, so browsers read it with fetch rather than EventSource.
 */
export function registerEventsRoutes(app: FastifyInstance, events: EventBus, maxStreams: number): void {
  const streams = new EventStreams({ perAccount: LIVE_STREAMS_PER_ACCOUNT, total: maxStreams });
  const heartbeat = setInterval(() => {
    streams.heartbeat();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const stopDelivering = events.onEvent((event) => {
    streams.deliver(event);
  });
  const stopWatchingLive = events.onLiveChange((live) => {
    streams.setLive(live);
  });
  app.drain.onClosing(() => {
    streams.closeAll();
  });
  app.addHook('onClose', () => {
    clearInterval(heartbeat);
    stopDelivering();
    stopWatchingLive();
    streams.closeAll();
  });

  app.get(
    '/events',
    {
      onRequest: sessionGuard(app.authenticator, 'onboarded'),
      schema: {
        summary: `Server-sent events for the caller: "message", "job-request" and "chat" (closed or opened again by a block) with the chatId that changed (fetch ${API_BASE_PATH}/chats/{chatId}/messages for the details); "paused" while the server hears no changes (poll meanwhile), "resumed" when it hears them again (fetch what may have been missed), "closing" before the server ends the stream (open a new one); "notification" when the caller has a new notification (fetch ${API_BASE_PATH}/notifications). At most ${String(LIVE_STREAMS_PER_ACCOUNT)} streams per account (429 beyond).`,
        tags: ['chats'],
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const actor = guardedActor(request);
      streams.assertRoom(actor.userId);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
      });
      // Sent on their own, the headers are kept as one string for the life of the stream rather
      // than as the pieces they were joined from (about 0.7 KB less for each stream).
      response.flushHeaders();
      response.write('retry: 3000\n\n');
      streams.add(actor.userId, response, events.isLive());
    },
  );
}
