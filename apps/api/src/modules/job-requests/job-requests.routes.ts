import { applicantsApi, applicationsApi, jobRequestsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AccountAllowance } from '../../lib/account-limits';
import type { EventBus } from '../../lib/events/event-bus';
import type { MediaUrls } from '../../lib/media-urls';
import { registerRoute } from '../../lib/route';
import type { Notifier } from '../notifications/notifier';
import { createApplicantsService } from './applicants.service';
import { createApplicationsService } from './applications.service';
import { createJobRequestsService } from './job-requests.service';
import type { ReviewsService } from '../reviews/reviews.service';

export function registerJobRequestsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  using: {
    events: EventBus;
    mediaUrls: MediaUrls;
    notifier: Notifier;
    allowance: AccountAllowance;
    reviews: ReviewsService;
  },
): void {
  const db = deps.db.db;
  const { events, mediaUrls, notifier, allowance, reviews } = using;
  const requests = createJobRequestsService({ db, clock: deps.clock, events, notifier, reviews });
  const applicants = createApplicantsService({ db, mediaUrls });
  const applications = createApplicationsService({
    db,
    clock: deps.clock,
    events,
    notifier,
    mediaUrls,
    allowance,
  });
  for (const action of ['accept', 'finish'] as const) {
    registerRoute(app, jobRequestsApi[action], ({ actor, params, body }) =>
      requests.transition(actor, params.jobId, body.requestId, action),
    );
  }
  registerRoute(app, jobRequestsApi.reject, ({ actor, params, body }) =>
    requests.transition(actor, params.jobId, body.requestId, 'reject', body.message),
  );
  registerRoute(app, applicantsApi.list, ({ actor, params, query }) =>
    applicants.list(actor, params.jobId, {
      filter: { status: query['filter[status]'], shortlisted: query['filter[shortlisted]'] },
      sort: query.sort,
      page: query['paginate[page]'],
      limit: query['paginate[limit]'],
    }),
  );
  registerRoute(app, applicantsApi.shortlist, ({ actor, params, body }) =>
    applicants.shortlist(actor, params.requestId, body.shortlisted),
  );
  registerRoute(app, applicationsApi.mine, ({ actor, query }) =>
    applications.mine(actor, query['filter[status]'], query['paginate[page]'], query['paginate[limit]']),
  );
  registerRoute(app, applicationsApi.invite, ({ actor, params, body, idempotently }) =>
    idempotently(body, () => applications.invite(actor, params.jobId, body.individualId)),
  );
  registerRoute(app, applicationsApi.declineInvitation, ({ actor, params }) =>
    applications.declineInvitation(actor, params.requestId),
  );
  registerRoute(app, jobRequestsApi.review, ({ actor, params, body, idempotently }) =>
    idempotently(body, () => requests.review(actor, params.jobId, body)),
  );
  registerRoute(app, jobRequestsApi.balance, ({ actor, query }) =>
    requests.balance(actor, query['paginate[page]'], query['paginate[limit]']),
  );
}
