import { BODY_LIMITS } from '@casting/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { serverText } from '../../lib/messages/server-messages';
import { ProviderUnavailableError, type PaymentProvider } from '../../lib/payments/payment-provider';
import type { PayoutsService } from '../payouts/payouts.service';
import { PROVIDER_RETRY_AFTER_SECONDS, type FundingService } from './milestone-funding.service';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/**
 * A provider's event, authenticated by the provider's own rule and then fetched again: 'forged'
 * when it is not the provider's (401), 'applied' when it was taken (applying twice changes nothing).
 */
export function createEventHandler(
  provider: PaymentProvider,
  funding: FundingService,
  payouts: PayoutsService,
  logger: FastifyBaseLogger,
) {
  return async (rawBody: string, headers: Headers): Promise<'applied' | 'forged'> => {
    const event = provider.readEvent(rawBody, headers);
    if (event === null) return 'forged';
    const ours =
      event.about === 'checkout'
        ? (await funding.applyCheckout(event.reference)) !== null
        : await payouts.applyPayout(event.reference);
    if (!ours)
      logger.warn({ event: event.id, about: event.about }, 'a provider event names something not ours');
    return 'applied';
  };
}

/**
 * Where the provider sends the payer back (verified with the provider, then a redirect into the
 * chat of the contract), and where it posts its events.
 */
export function registerProviderCallbacks(
  app: FastifyInstance,
  provider: PaymentProvider,
  funding: FundingService,
  handleEvent: ReturnType<typeof createEventHandler>,
): void {
  app.get('/payments/return', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const reference = provider.referenceOfReturn(query);
    let location = '/payments';
    if (reference !== null) {
      try {
        const outcome = await funding.applyCheckout(reference);
        if (outcome !== null) {
          const search = new URLSearchParams({
            chat: outcome.chatId,
            milestone: outcome.milestoneId,
            payment: outcome.status.toLowerCase(),
          });
          location = `/messages?${search.toString()}`;
        }
      } catch (error) {
        // The event, or the sweep, applies it once the provider answers; the payer is told it is pending.
        if (!(error instanceof ProviderUnavailableError)) throw error;
        request.log.warn('the provider did not answer a payer’s return');
        location = '/payments?payment=pending';
      }
    }
    return reply.redirect(location, 303);
  });

  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body.toString());
    });
    scope.post(
      '/payments/webhooks/:provider',
      { bodyLimit: BODY_LIMITS.json, schema: { hide: true } },
      async (request, reply) => {
        const { provider: name } = request.params as { provider: string };
        if (name !== provider.name) throw new AppError('NOT_FOUND', serverText('notFound'));
        const body = typeof request.body === 'string' ? request.body : '';
        const result = await handleEvent(body, request.headers).catch((error: unknown) => {
          if (!(error instanceof ProviderUnavailableError)) throw error;
          throw new AppError('UNAVAILABLE', serverText('paymentServiceUnavailable'), {
            'retry-after': String(PROVIDER_RETRY_AFTER_SECONDS),
          });
        });
        if (result === 'forged') throw new AppError('UNAUTHENTICATED', serverText('webhookNotAuthentic'));
        return reply.status(200).send({ data: { received: true } });
      },
    );
    done();
  });
}
