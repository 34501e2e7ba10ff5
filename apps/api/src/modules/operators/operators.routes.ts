import { operatorApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { listAuditLog } from '../audit-log/audit-log.service';
import { signInOperator, signOutOperator, type OperatorSessionsDeps } from './operator-sessions.service';

export function registerOperatorsRoutes(app: FastifyInstance, deps: OperatorSessionsDeps): void {
  registerRoute(app, operatorApi.signIn, ({ body, request }) => signInOperator(deps, body, request.ip));
  registerRoute(app, operatorApi.signOut, ({ operator }) => signOutOperator(deps.db, operator));
  registerRoute(app, operatorApi.auditLog, ({ query }) =>
    listAuditLog(deps.db, {
      page: query['paginate[page]'],
      cursor: query['paginate[cursor]'],
      limit: query['paginate[limit]'],
    }),
  );
}
