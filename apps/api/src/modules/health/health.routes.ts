import { healthApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { registerRoute } from '../../lib/route';
import { serverText } from '../../lib/messages/server-messages';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, healthApi.check, async () => {
    if (app.drain.state !== 'serving')
      throw new AppError('UNAVAILABLE', serverText('shuttingDown'), { 'retry-after': '1' });
    try {
      await deps.db.ping();
    } catch {
      throw new AppError('UNAVAILABLE', serverText('databaseDown'), {
        'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    return { status: 'ok' as const, database: deps.db.kind };
  });
  registerRoute(app, healthApi.live, () => Promise.resolve({ status: 'ok' as const }));
}
