import { notificationsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { createNotificationsService } from './notifications.service';

export function registerNotificationsRoutes(
  app: FastifyInstance,
  notifications: ReturnType<typeof createNotificationsService>,
): void {
  registerRoute(app, notificationsApi.list, ({ actor, query }) =>
    notifications.list(actor, query['paginate[page]'], query['paginate[limit]']),
  );
  registerRoute(app, notificationsApi.markRead, ({ actor, body }) => notifications.read(actor, body));
  registerRoute(app, notificationsApi.settings, ({ actor }) => notifications.settings(actor));
  registerRoute(app, notificationsApi.updateSettings, ({ actor, body }) =>
    notifications.updateSettings(actor, body),
  );
  registerRoute(app, notificationsApi.unsubscribe, ({ body }) => notifications.unsubscribe(body.token));
}
