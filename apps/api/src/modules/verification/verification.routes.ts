import { operatorVerificationsApi, verificationApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import {
  decideVerification,
  listVerifications,
  myVerification,
  requestVerification,
  type VerificationDeps,
} from './verification.service';

export function registerVerificationRoutes(app: FastifyInstance, deps: VerificationDeps): void {
  registerRoute(app, verificationApi.get, ({ actor }) => myVerification(deps.db, actor));
  registerRoute(app, verificationApi.request, ({ actor, body }) => requestVerification(deps, actor, body));
  registerRoute(app, operatorVerificationsApi.list, ({ query }) =>
    listVerifications(deps, {
      status: query['filter[status]'],
      page: query['paginate[page]'],
      limit: query['paginate[limit]'],
    }),
  );
  registerRoute(app, operatorVerificationsApi.decide, ({ params, body, operator }) =>
    decideVerification(deps, operator, params.id, body),
  );
}
