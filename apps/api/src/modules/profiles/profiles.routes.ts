import { profilesApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { MediaUrls } from '../../lib/media-urls';
import { pageStart } from '../../lib/list-cursor';
import { registerRoute } from '../../lib/route';
import { createProfilesService } from './profiles.service';

export function registerProfilesRoutes(app: FastifyInstance, deps: AppDeps, mediaUrls: MediaUrls): void {
  const profiles = createProfilesService({
    db: deps.db.db,
    clock: deps.clock,
    mediaUrls,
    logger: deps.logger,
  });
  registerRoute(app, profilesApi.list, ({ actor, query }) =>
    profiles.list(
      actor,
      {
        role: query['filter[individualCategory]'],
        searchKey: query['filter[searchKey]'],
        gender: query['filter[gender]'],
        hairColor: query['filter[hairColor]'],
        skinTone: query['filter[skinTone]'],
        eyeColor: query['filter[eyeColor]'],
        shoeSize: query['filter[shoeSize]'],
        dressSize: query['filter[dressSize]'],
        licence: query['filter[licence]'],
      },
      pageStart(query['paginate[page]'], query['paginate[cursor]']),
      query['paginate[limit]'],
    ),
  );
  registerRoute(app, profilesApi.updateMe, ({ actor, body }) => profiles.updateMe(actor, body));
  registerRoute(app, profilesApi.getIndividual, ({ actor, params }) =>
    profiles.getIndividual(actor, params.id),
  );
  registerRoute(app, profilesApi.stars, ({ actor, params }) => profiles.stars(actor, params.id));
  registerRoute(app, profilesApi.reviews, ({ actor, params }) => profiles.reviews(actor, params.id));
  registerRoute(app, profilesApi.updateOrganization, ({ actor, body }) =>
    profiles.updateOrganization(actor, body),
  );
}
