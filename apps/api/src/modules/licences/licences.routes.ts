import { licencesApi, operatorLicencesApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { LicencesService } from './licences.service';

export function registerLicencesRoutes(app: FastifyInstance, licences: LicencesService): void {
  registerRoute(app, licencesApi.list, ({ actor }) => licences.list(actor));
  registerRoute(app, licencesApi.add, ({ actor, body }) => licences.add(actor, body));
  registerRoute(app, licencesApi.remove, ({ actor, params }) => licences.remove(actor, params.id));
  registerRoute(app, operatorLicencesApi.list, ({ query }) =>
    licences.listForOperator({
      status: query['filter[status]'],
      page: query['paginate[page]'],
      limit: query['paginate[limit]'],
    }),
  );
  registerRoute(app, operatorLicencesApi.decide, ({ params, body, operator }) =>
    licences.decide(operator, params.id, body),
  );
}
