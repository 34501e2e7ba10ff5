import { TAG_SEARCH_LIMIT, tagsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerRoute } from '../../lib/route';
import { insertOrFindTag, searchTags } from './tags.repo';

export function registerTagsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, tagsApi.search, ({ query }) =>
    searchTags(deps.db.db, query.searchKey ?? '', TAG_SEARCH_LIMIT),
  );
  registerRoute(app, tagsApi.create, ({ body }) => insertOrFindTag(deps.db.db, body.title));
}
