import { TAG_SEARCH_LIMIT, tagsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { AccountAllowance } from '../../lib/account-limits';
import { registerRoute } from '../../lib/route';
import { searchTags } from './tags.repo';
import { createTag } from './tags.service';

export function registerTagsRoutes(app: FastifyInstance, deps: AppDeps, allowance: AccountAllowance): void {
  registerRoute(app, tagsApi.search, ({ query }) =>
    searchTags(deps.db.db, query.searchKey ?? '', TAG_SEARCH_LIMIT),
  );
  registerRoute(app, tagsApi.create, ({ actor, body }) =>
    createTag({ db: deps.db.db, allowance }, actor, body.title),
  );
}
