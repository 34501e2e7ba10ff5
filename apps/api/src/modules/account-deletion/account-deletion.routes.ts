import { usersApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { AccountDeletionService } from './account-deletion.service';

export function registerAccountDeletionRoutes(app: FastifyInstance, deletion: AccountDeletionService): void {
  registerRoute(app, usersApi.deleteMe, ({ actor, body }) => deletion.request(actor, body.password));
  registerRoute(app, usersApi.restore, ({ actor }) => deletion.restore(actor));
}
