import { mediaRequestsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AccountAllowance } from '../../lib/account-limits';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import { registerRoute } from '../../lib/route';
import type { Notifier } from '../notifications/notifier';
import { createMediaRequestsService } from './media-requests.service';

export function registerMediaRequestsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  using: { events: EventBus; mediaUrls: MediaUrls; notifier: Notifier; allowance: AccountAllowance },
): void {
  const requests = createMediaRequestsService({ db: deps.db.db, clock: deps.clock, ...using });
  registerRoute(app, mediaRequestsApi.create, ({ actor, params, body, idempotently }) =>
    idempotently(body, () => requests.create(actor, params.id, body)),
  );
  registerRoute(app, mediaRequestsApi.ofJobRequest, ({ actor, params }) =>
    requests.ofJobRequest(actor, params.id),
  );
  registerRoute(app, mediaRequestsApi.ofJob, ({ actor, params, query }) =>
    requests.ofJob(actor, params.jobId, query['paginate[page]'], query['paginate[limit]']),
  );
  registerRoute(app, mediaRequestsApi.answer, ({ actor, params, body }) =>
    requests.answer(actor, params.id, body),
  );
  registerRoute(app, mediaRequestsApi.decline, ({ actor, params, body }) =>
    requests.decline(actor, params.id, body.reason),
  );
}
