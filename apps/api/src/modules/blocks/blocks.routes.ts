import { blocksApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import { registerRoute } from '../../lib/route';
import { createBlocksService } from './blocks.service';

export function registerBlocksRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  mediaUrls: MediaUrls,
  events: EventBus,
): void {
  const blocks = createBlocksService({ db: deps.db.db, clock: deps.clock, mediaUrls, events });
  registerRoute(app, blocksApi.block, ({ actor, params }) => blocks.block(actor, params.userId));
  registerRoute(app, blocksApi.unblock, ({ actor, params }) => blocks.unblock(actor, params.userId));
  registerRoute(app, blocksApi.list, ({ actor, query }) =>
    blocks.list(actor, query['paginate[page]'], query['paginate[limit]']),
  );
}
