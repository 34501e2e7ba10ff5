import { reviewsApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { ReviewsService } from './reviews.service';

export function registerReviewsRoutes(app: FastifyInstance, reviews: ReviewsService): void {
  registerRoute(app, reviewsApi.write, async ({ actor, params, body, idempotently }) =>
    idempotently(body, async () => (await reviews.write(actor, params.requestId, body)).review),
  );
  registerRoute(app, reviewsApi.ofContract, ({ actor, params }) =>
    reviews.ofContract(actor, params.requestId),
  );
  registerRoute(app, reviewsApi.reply, ({ actor, params, body, idempotently }) =>
    idempotently(body, () => reviews.reply(actor, params.id, body.comment)),
  );
  registerRoute(app, reviewsApi.organization, ({ actor, params }) =>
    reviews.organizationPage(actor, params.id),
  );
  registerRoute(app, reviewsApi.organizationReviews, ({ actor, params, query }) =>
    reviews.organizationReviews(actor, params.id, query['paginate[page]'], query['paginate[limit]']),
  );
}
