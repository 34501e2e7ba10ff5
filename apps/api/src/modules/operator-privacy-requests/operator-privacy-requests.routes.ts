import { operatorPrivacyRequestsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerRoute } from '../../lib/route';
import { createOperatorPrivacyRequestsService } from './operator-privacy-requests.service';

export function registerOperatorPrivacyRequestsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const requests = createOperatorPrivacyRequestsService({ db: deps.db.db, clock: deps.clock });
  registerRoute(app, operatorPrivacyRequestsApi.list, ({ query }) =>
    requests.list({
      state: query['filter[state]'],
      page: query['paginate[page]'],
      limit: query['paginate[limit]'],
    }),
  );
  registerRoute(app, operatorPrivacyRequestsApi.log, ({ body, operator }) => requests.log(operator, body));
  registerRoute(app, operatorPrivacyRequestsApi.complete, ({ params, body, operator }) =>
    requests.complete(operator, params.id, body),
  );
}
