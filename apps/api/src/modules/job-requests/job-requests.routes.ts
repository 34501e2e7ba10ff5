import { jobRequestsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { EventBus } from '../../lib/events/event-bus';
import { registerRoute } from '../../lib/route';
import type { Notifier } from '../notifications/notifier';
import { createJobRequestsService } from './job-requests.service';

export function registerJobRequestsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  events: EventBus,
  notifier: Notifier,
): void {
  const requests = createJobRequestsService({ db: deps.db.db, clock: deps.clock, events, notifier });
  for (const action of ['accept', 'reject', 'finish'] as const) {
    registerRoute(app, jobRequestsApi[action], ({ actor, params, body }) =>
      requests.transition(actor, params.jobId, body.requestId, action),
    );
  }
  registerRoute(app, jobRequestsApi.review, ({ actor, params, body, idempotently }) =>
    idempotently(body, () => requests.review(actor, params.jobId, body)),
  );
  registerRoute(app, jobRequestsApi.balance, ({ actor, query }) =>
    requests.balance(actor, query['paginate[page]'], query['paginate[limit]']),
  );
}
