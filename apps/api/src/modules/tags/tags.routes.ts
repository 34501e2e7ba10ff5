import { TAG_SEARCH_LIMIT, tagsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerRoute } from '../../lib/route';
import { searchTags } from './tags.repo';
import { createTag } from './tags.service';

export function registerTagsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, tagsApi.search, ({ query }) =>
    searchTags(deps.db.db, query.searchKey ?? '', TAG_SEARCH_LIMIT),
  );
  registerRoute(app, tagsApi.create, ({ actor, body }) => createTag(deps.db.db, actor, body.title));
}
