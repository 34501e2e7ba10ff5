import { operatorReportsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { decideReport, listReports, type OperatorReportsDeps } from './operator-reports.service';

export function registerOperatorReportsRoutes(app: FastifyInstance, deps: OperatorReportsDeps): void {
  registerRoute(app, operatorReportsApi.list, ({ query }) =>
    listReports(deps, {
      status: query['filter[status]'],
      page: query['paginate[page]'],
      limit: query['paginate[limit]'],
    }),
  );
  registerRoute(app, operatorReportsApi.decide, ({ params, body, operator }) =>
    decideReport(deps, operator, params.id, body),
  );
}
