import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/events/event-bus';
import type { Notifier } from '../notifications/notifier';
import { createReviewsScheduler } from './reviews-scheduler';
import { createReviewsService } from './reviews.service';

/** The reviews' service and the background work that publishes and reminds. */
export function createReviews(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  notifier: Notifier;
  logger: FastifyBaseLogger;
}) {
  const service = createReviewsService(deps);
  const scheduler = createReviewsScheduler({ ...deps, reviews: service });
  return { service, scheduler };
}

export type Reviews = ReturnType<typeof createReviews>;
