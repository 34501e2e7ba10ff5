import { chatsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import type { AccountAllowance } from '../../lib/account-limits';
import type { Notifier } from '../notifications/notifier';
import { registerRoute } from '../../lib/route';
import { applyForJob } from '../job-requests/apply.service';
import { createChatsService } from './chats.service';

export function registerChatsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  events: EventBus,
  notifier: Notifier,
  mediaUrls: MediaUrls,
  allowance: AccountAllowance,
): void {
  const chatDeps = { db: deps.db.db, clock: deps.clock, events, notifier, allowance };
  const chats = createChatsService({ ...chatDeps, mediaUrls });
  registerRoute(app, chatsApi.open, ({ actor, body }) => chats.open(actor, body.individualId));
  registerRoute(app, chatsApi.list, ({ actor, query }) =>
    chats.list(actor, query['paginate[page]'], query['paginate[limit]']),
  );
  registerRoute(app, chatsApi.messages, ({ actor, params, query }) =>
    chats.messages(actor, params.id, {
      cursor: query['paginate[cursor]'],
      direction: query['paginate[direction]'],
      limit: query['paginate[limit]'],
    }),
  );
  registerRoute(app, chatsApi.send, ({ actor, params, body, idempotently }) =>
    idempotently(body, () =>
      body.messageType === 'REQUEST'
        ? applyForJob(chatDeps, actor, {
            organizationId: params.id,
            jobId: body.jobId,
            coverLetter: body.content,
          })
        : chats.sendText(actor, params.id, body.content),
    ),
  );
}
