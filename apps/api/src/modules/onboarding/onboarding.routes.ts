import { onboardingApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { MediaUrls } from '../../lib/media-urls';
import { registerRoute } from '../../lib/route';
import { completeOnboarding } from './onboarding.service';

export function registerOnboardingRoutes(app: FastifyInstance, deps: AppDeps, mediaUrls: MediaUrls): void {
  const onboardingDeps = { db: deps.db.db, clock: deps.clock, mediaUrls };
  registerRoute(app, onboardingApi.complete, ({ actor, body }) =>
    completeOnboarding(onboardingDeps, actor, body),
  );
}
