import { talentListsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { MediaUrls } from '../../lib/media-urls';
import { registerRoute } from '../../lib/route';
import { createTalentListsService } from './talent-lists.service';

export function registerTalentListsRoutes(app: FastifyInstance, deps: AppDeps, mediaUrls: MediaUrls): void {
  const lists = createTalentListsService({ db: deps.db.db, mediaUrls });
  registerRoute(app, talentListsApi.list, ({ actor }) => lists.list(actor));
  registerRoute(app, talentListsApi.create, ({ actor, body, idempotently }) =>
    idempotently(body, () => lists.create(actor, body.name)),
  );
  registerRoute(app, talentListsApi.addMember, ({ actor, params }) =>
    lists.setMember(actor, params.listId, params.individualId, true),
  );
  registerRoute(app, talentListsApi.removeMember, ({ actor, params }) =>
    lists.setMember(actor, params.listId, params.individualId, false),
  );
}
