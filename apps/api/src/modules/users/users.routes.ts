import { usersApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { MediaUrls } from '../../lib/media-urls';
import { registerRoute } from '../../lib/route';
import { getUserStatus, recordConsent, setUserLanguage, setUserName } from './users.service';

export function registerUsersRoutes(app: FastifyInstance, deps: AppDeps, mediaUrls: MediaUrls): void {
  registerRoute(app, usersApi.me, ({ actor }) => getUserStatus(deps.db.db, mediaUrls, actor.userId));
  registerRoute(app, usersApi.setLanguage, ({ actor, body }) =>
    setUserLanguage(deps.db.db, mediaUrls, app.authenticator, actor.userId, body.language),
  );
  registerRoute(app, usersApi.updateName, ({ actor, body }) =>
    setUserName(deps.db.db, mediaUrls, actor.userId, body),
  );
  registerRoute(app, usersApi.consent, ({ actor, body }) =>
    recordConsent(deps.db.db, mediaUrls, deps.clock, actor.userId, body.version),
  );
}
