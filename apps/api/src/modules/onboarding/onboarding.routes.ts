import { onboardingApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerRoute } from '../../lib/route';
import { completeOnboarding } from './onboarding.service';

export function registerOnboardingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const onboardingDeps = { db: deps.db.db, clock: deps.clock, publicUrl: deps.env.publicUrl };
  registerRoute(app, onboardingApi.complete, ({ actor, body }) =>
    completeOnboarding(onboardingDeps, actor, body),
  );
}
