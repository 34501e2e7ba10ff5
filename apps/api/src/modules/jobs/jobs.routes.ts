import { jobsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AccountAllowance } from '../../lib/account-limits';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import { pageStart } from '../../lib/list-cursor';
import { registerRoute } from '../../lib/route';
import type { Notifier } from '../notifications/notifier';
import { createJobsService } from './jobs.service';

export function registerJobsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  mediaUrls: MediaUrls,
  allowance: AccountAllowance,
  events: EventBus,
  notifier: Notifier,
): void {
  const jobs = createJobsService({
    db: deps.db.db,
    clock: deps.clock,
    logger: deps.logger,
    mediaUrls,
    allowance,
    events,
    notifier,
  });
  registerRoute(app, jobsApi.list, ({ actor, query }) =>
    jobs.list(
      actor,
      {
        jobCategory: query['filter[jobCategory]'],
        searchKey: query['filter[searchKey]'],
        minPay: query['filter[minPay]'],
        maxPay: query['filter[maxPay]'],
        payBasis: query['filter[payBasis]'],
        verified: query['filter[verified]'] === 'true',
      },
      pageStart(query['paginate[page]'], query['paginate[cursor]']),
      query['paginate[limit]'],
    ),
  );
  registerRoute(app, jobsApi.get, ({ actor, params }) => jobs.get(actor, params.id));
  registerRoute(app, jobsApi.requestCount, ({ params }) => jobs.requestCount(params.id));
  registerRoute(app, jobsApi.create, ({ actor, body, idempotently }) =>
    idempotently(body, () => jobs.create(actor, body)),
  );
  registerRoute(app, jobsApi.close, ({ actor, params }) => jobs.close(actor, params.id));
  registerRoute(app, jobsApi.reopen, ({ actor, params }) => jobs.reopen(actor, params.id));
  registerRoute(app, jobsApi.mine, ({ actor, query }) =>
    jobs.mine(actor, query['filter[status]'], query['paginate[page]'], query['paginate[limit]']),
  );
}
