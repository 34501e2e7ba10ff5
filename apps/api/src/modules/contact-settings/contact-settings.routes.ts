import { contactSettingsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerRoute } from '../../lib/route';
import { createContactSettingsService } from './contact-settings.service';

export function registerContactSettingsRoutes(app: FastifyInstance, db: Db): void {
  const settings = createContactSettingsService(db);
  registerRoute(app, contactSettingsApi.get, ({ actor }) => settings.get(actor));
  registerRoute(app, contactSettingsApi.set, ({ actor, body }) => settings.set(actor, body));
}
