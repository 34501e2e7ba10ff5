import { operatorUsersApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { accountDetail, listAccounts } from './operator-users.service';
import { restoreAccount, suspendAccount, type SuspensionDeps } from './suspensions';

export function registerOperatorUsersRoutes(app: FastifyInstance, deps: SuspensionDeps): void {
  registerRoute(app, operatorUsersApi.list, ({ query }) =>
    listAccounts(deps.db, deps.clock, {
      search: query.search,
      page: query['paginate[page]'],
      limit: query['paginate[limit]'],
    }),
  );
  registerRoute(app, operatorUsersApi.get, ({ params }) => accountDetail(deps.db, deps.clock, params.id));
  registerRoute(app, operatorUsersApi.suspend, ({ params, body, operator }) =>
    suspendAccount(deps, operator, params.id, body),
  );
  registerRoute(app, operatorUsersApi.restore, ({ params, body, operator }) =>
    restoreAccount(deps, operator, params.id, body.reason),
  );
}
