import { healthApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, healthApi.check, async () => {
    try {
      await deps.db.ping();
    } catch {
      throw new AppError('UNAVAILABLE', 'The database does not answer.');
    }
    return { status: 'ok' as const, database: deps.db.kind };
  });
}
