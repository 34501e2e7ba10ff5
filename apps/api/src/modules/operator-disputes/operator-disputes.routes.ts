import { operatorDisputesApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { Payments } from '../milestones/payments';
import { decideDispute, listDisputes } from './operator-disputes.service';

export function registerOperatorDisputesRoutes(app: FastifyInstance, payments: Payments): void {
  registerRoute(app, operatorDisputesApi.list, ({ query }) =>
    listDisputes(payments, { page: query['paginate[page]'], limit: query['paginate[limit]'] }),
  );
  registerRoute(app, operatorDisputesApi.decide, ({ params, body, operator }) =>
    decideDispute(payments, operator, params.milestoneId, body),
  );
}
