import { usersApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerRoute } from '../../lib/route';
import { getUserStatus } from './users.service';

export function registerUsersRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, usersApi.me, ({ actor }) => getUserStatus(deps.db.db, actor.userId));
}
