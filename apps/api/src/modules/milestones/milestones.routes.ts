import { milestonesApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import { requestLanguage } from '../../lib/messages/request-language';
import type { FundingService } from './milestone-funding.service';
import type { MilestonesService, PartyAction } from './milestones.service';
import type { PaymentRefunds } from './payment-refunds';

export function registerMilestonesRoutes(
  app: FastifyInstance,
  milestones: MilestonesService,
  funding: FundingService,
  refunds: PaymentRefunds,
): void {
  registerRoute(app, milestonesApi.create, ({ actor, params, body, idempotently }) =>
    idempotently(body, () => milestones.create(actor, params.requestId, body)),
  );
  registerRoute(app, milestonesApi.list, ({ actor, params }) => milestones.list(actor, params.requestId));
  for (const action of ['accept', 'deliver', 'release'] as const satisfies readonly PartyAction[]) {
    registerRoute(
      app,
      milestonesApi[action],
      async ({ actor, params }) => (await milestones.act(actor, params.milestoneId, action)).milestone,
    );
  }
  registerRoute(
    app,
    milestonesApi.decline,
    async ({ actor, params, body }) =>
      (await milestones.act(actor, params.milestoneId, 'decline', body)).milestone,
  );
  registerRoute(
    app,
    milestonesApi.dispute,
    async ({ actor, params, body }) =>
      (await milestones.act(actor, params.milestoneId, 'dispute', body)).milestone,
  );
  registerRoute(app, milestonesApi.refund, async ({ actor, params }) => {
    const { milestone } = await milestones.act(actor, params.milestoneId, 'refund');
    await refunds.refundMilestone(milestone.id, milestone.amount);
    return milestone;
  });
  // The provider is called between the attempt's own transactions, never inside the request's.
  registerRoute(app, milestonesApi.fund, ({ actor, params, request, idempotently }) =>
    idempotently(params, () => funding.fund(actor, params.milestoneId, requestLanguage(request)), {
      outsideTransaction: true,
    }),
  );
}
