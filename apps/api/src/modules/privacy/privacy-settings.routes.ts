import { privacySettingsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { registerRoute } from '../../lib/route';
import { createPrivacySettingsService } from './privacy-settings.service';

export function registerPrivacySettingsRoutes(app: FastifyInstance, db: Db): void {
  const settings = createPrivacySettingsService(db);
  registerRoute(app, privacySettingsApi.get, ({ actor }) => settings.get(actor));
  registerRoute(app, privacySettingsApi.set, ({ actor, body }) => settings.set(actor, body));
}
