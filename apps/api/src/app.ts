import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH, BODY_LIMITS, MEDIA_BASE_PATH } from '@casting/contract';
import Fastify, { type FastifyInstance, type onRequestAsyncHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { createAccountAllowance } from './lib/account-limits';
import { createAuthenticator, type Authenticator } from './lib/auth';
import { operatorGuard } from './lib/operator-guard';
import { registerCompression } from './lib/compression';
import { createHousekeeping } from './lib/housekeeping';
import { createIdempotentRequests, type IdempotentRequests } from './lib/idempotency';
import { answerFrameworkError, notFoundBody, registerErrorHandling } from './lib/error-handler';
import { registerDrain } from './lib/drain';
import { registerJsonBodyParser } from './lib/json-depth';
import { safeErrorForLog } from './lib/log-safe-error';
import { registerOpenApi } from './lib/openapi';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerTextGuard } from './lib/text-guard';
import { registerSiteMap } from './lib/site-map';
import { registerWebApp } from './lib/web-app';
import { createEventBus } from './lib/events/event-bus';
import { createMailOutbox, type MailOutbox } from './lib/mail/mail-outbox';
import { createMediaUrls } from './lib/media-urls';
import { RateLimiter } from './lib/rate-limit';
import { loadOrCreateSecret } from './lib/secrets';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createOtpService } from './modules/auth/otp.service';
import { createUnverifiedSweep } from './modules/auth/unverified-sweep';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes';
import { registerChatsRoutes } from './modules/chats/chats.routes';
import { registerEventsRoutes } from './modules/chats/events.routes';
import { registerJobRequestsRoutes } from './modules/job-requests/job-requests.routes';
import { registerMediaRequestsRoutes } from './modules/media-requests/media-requests.routes';
import { registerJobsRoutes } from './modules/jobs/jobs.routes';
import { registerProfilesRoutes } from './modules/profiles/profiles.routes';
import { registerTagsRoutes } from './modules/tags/tags.routes';
import { registerTalentListsRoutes } from './modules/talent-lists/talent-lists.routes';
import { registerReportsRoutes } from './modules/reports/reports.routes';
import { registerBlocksRoutes } from './modules/blocks/blocks.routes';
import { registerContactSettingsRoutes } from './modules/contact-settings/contact-settings.routes';
import { registerPrivacySettingsRoutes } from './modules/privacy/privacy-settings.routes';
import { registerMediaServing, registerUploadRoutes } from './modules/media/media.routes';
import { registerDocumentServing } from './modules/media/document-serving';
import { registerUsersRoutes } from './modules/users/users.routes';
import { registerMilestonesRoutes } from './modules/milestones/milestones.routes';
import { createPayments, type Payments } from './modules/milestones/payments';
import { registerProviderCallbacks } from './modules/milestones/provider-callbacks.routes';
import { registerPayoutsRoutes } from './modules/payouts/payouts.routes';
import { registerInvoicesRoutes } from './modules/invoices/invoices.routes';
import { registerSimulatorPages } from './lib/payments/simulator/simulator-pages';
import { registerTestModeCookie } from './lib/payments/test-mode-cookie';
import {
  createNotificationEmails,
  type NotificationEmails,
} from './modules/notifications/notification-emails';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createNotifier } from './modules/notifications/notifier';
import { createReviews, type Reviews } from './modules/reviews/reviews';
import { registerReviewsRoutes } from './modules/reviews/reviews.routes';
import { unsubscribeTokens } from './modules/notifications/unsubscribe-token';
import { registerOperatorsRoutes } from './modules/operators/operators.routes';
import { registerOperatorUsersRoutes } from './modules/operator-users/operator-users.routes';
import { registerOperatorReportsRoutes } from './modules/operator-reports/operator-reports.routes';
import { registerOperatorDisputesRoutes } from './modules/operator-disputes/operator-disputes.routes';
import { registerOperatorPrivacyRequestsRoutes } from './modules/operator-privacy-requests/operator-privacy-requests.routes';
import { registerVerificationRoutes } from './modules/verification/verification.routes';
import { wathqRegistry } from './lib/wathq/company-registry';
import { createLicences, type Licences } from './modules/licences/licences';
import {
  createAccountDestruction,
  type AccountDestruction,
} from './modules/account-deletion/account-destruction';
import { createAccountDeletionService } from './modules/account-deletion/account-deletion.service';
import { registerAccountDeletionRoutes } from './modules/account-deletion/account-deletion.routes';
import { registerLicencesRoutes } from './modules/licences/licences.routes';
import { createDataExports, type DataExports } from './modules/data-exports/data-exports';
import { registerDataExportsRoutes } from './modules/data-exports/data-exports.routes';

declare module 'fastify' {
  interface FastifyInstance {
    readonly mailOutbox: MailOutbox;
    readonly authenticator: Authenticator;
    readonly operatorGuard: onRequestAsyncHookHandler;
    readonly idempotentRequests: IdempotentRequests;
    readonly notificationEmails: NotificationEmails;
    readonly payments: Payments;
    readonly reviews: Reviews;
    readonly licences: Licences;
    readonly accountDestruction: AccountDestruction;
    readonly dataExports: DataExports;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app without listening: no side effects beyond the deps it is given. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger.child({}, { serializers: { err: safeErrorForLog } }),
    genReqId: () => randomUUID(),
    // Each contract route sets its own; this bounds anything else.
    bodyLimit: BODY_LIMITS.json,
    // Fastify leaves these off by default; a slow client must not hold a socket forever.
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    // Longer than the idle timeout of the clients and load balancers in front (60 s on the
    // common ones), so the server never closes an idle connection just as one of them reuses
    // it: that race resets the request.
    keepAliveTimeout: 65_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: (error, request, reply) => {
      void answerFrameworkError(error, request, reply);
    },
  });
  app.server.headersTimeout = 15_000;
  registerDrain(app);
  // The API speaks JSON (and multipart for uploads); any other body type is a 415.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  const db = deps.db.db;
  const mediaUrls = createMediaUrls(deps.env.mediaPublicUrl);
  const limiter = new RateLimiter(db, deps.clock);
  const allowance = createAccountAllowance(db, deps.clock, deps.env.accountLimits);
  const mailOutbox = createMailOutbox({
    db,
    transport: deps.mailTransport,
    from: deps.env.mailFrom,
    clock: deps.clock,
    logger: app.log,
    leaseMs: deps.env.mailLeaseMs,
  });
  app.decorate('mailOutbox', mailOutbox);
  const unverifiedSweep = createUnverifiedSweep({ db, clock: deps.clock, logger: app.log });
  app.addHook('onReady', (done) => {
    mailOutbox.start();
    unverifiedSweep.start();
    done();
  });
  app.addHook('onClose', () => mailOutbox.stop());
  app.addHook('onClose', () => unverifiedSweep.stop());
  const housekeeping = createHousekeeping({
    db,
    clock: deps.clock,
    logger: app.log,
    unusedUploads: {
      storage: deps.storage,
      documentStorage: deps.documentStorage,
      keptMs: deps.env.unusedUploadsKeptMs,
    },
  });
  app.addHook('onReady', (done) => {
    housekeeping.start();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    housekeeping.stop();
    done();
  });
  const otp = createOtpService({
    db,
    clock: deps.clock,
    limiter,
    outbox: mailOutbox,
    key: await loadOrCreateSecret(db, 'otp-hmac-key'),
  });
  const authenticator = createAuthenticator(deps.db, deps.clock, app.log);
  app.decorate('authenticator', authenticator);
  app.decorate('operatorGuard', operatorGuard(db, deps.clock));
  await authenticator.start();
  app.addHook('onClose', () => authenticator.stop());
  app.decorate('idempotentRequests', createIdempotentRequests(db, deps.clock, deps.env.idempotencyLeaseMs));
  const auth = createAuthService({
    db,
    sessions: authenticator,
    clock: deps.clock,
    limiter,
    outbox: mailOutbox,
    otp,
    limitPerIpPerHour: deps.env.authLimitPerIpPerHour,
    loginFailures: deps.env.loginFailures,
    mediaUrls,
  });
  const events = createEventBus(deps.db, app.log);
  await events.start();
  app.addHook('onClose', () => events.stop());
  const notifier = createNotifier({ clock: deps.clock, events });
  const tokens = unsubscribeTokens(
    deps.env.unsubscribeSecret === undefined
      ? await loadOrCreateSecret(db, 'unsubscribe-hmac-key')
      : Buffer.from(deps.env.unsubscribeSecret),
  );
  const notificationEmails = createNotificationEmails({
    db,
    clock: deps.clock,
    outbox: mailOutbox,
    tokens,
    publicUrl: deps.env.publicUrl,
    logger: app.log,
  });
  app.decorate('notificationEmails', notificationEmails);
  app.addHook('onReady', (done) => {
    notificationEmails.start();
    done();
  });
  app.addHook('onClose', () => notificationEmails.stop());

  const payments = await createPayments({
    db,
    clock: deps.clock,
    logger: app.log,
    env: deps.env,
    events,
    notifier,
    tuning: deps.simulatorTuning,
  });
  app.decorate('payments', payments);
  app.addHook('onReady', (done) => {
    payments.scheduler.start();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    payments.stop();
    done();
  });

  const reviews = createReviews({ db, clock: deps.clock, events, notifier, logger: app.log });
  app.decorate('reviews', reviews);
  app.addHook('onReady', (done) => {
    reviews.scheduler.start();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    reviews.scheduler.stop();
    done();
  });

  const licences = createLicences({ db, clock: deps.clock, notifier, logger: app.log });
  app.decorate('licences', licences);
  app.addHook('onReady', (done) => {
    licences.scheduler.start();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    licences.scheduler.stop();
    done();
  });

  const accountDestruction = createAccountDestruction({
    db,
    clock: deps.clock,
    storage: deps.storage,
    documentStorage: deps.documentStorage,
    logger: app.log,
  });
  app.decorate('accountDestruction', accountDestruction);
  app.addHook('onReady', (done) => {
    accountDestruction.start();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    accountDestruction.stop();
    done();
  });
  const dataExports = await createDataExports({
    db,
    clock: deps.clock,
    logger: app.log,
    storage: deps.storage,
    documentStorage: deps.documentStorage,
    outbox: mailOutbox,
    publicUrl: deps.env.publicUrl,
  });
  app.decorate('dataExports', dataExports);
  app.addHook('onReady', (done) => {
    dataExports.scheduler.start();
    done();
  });
  app.addHook('onClose', () => dataExports.scheduler.stop());

  registerErrorHandling(app);
  registerTextGuard(app);
  registerSecurityHeaders(app, deps.env.mediaPublicUrl);
  registerTestModeCookie(app, payments.simulator !== null);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await registerCompression(api);
      registerHealthRoutes(api, deps);
      registerUsersRoutes(api, deps, mediaUrls);
      registerAccountDeletionRoutes(
        api,
        createAccountDeletionService({ db, clock: deps.clock, mediaUrls, sessions: authenticator, limiter }),
      );
      registerAuthRoutes(api, auth);
      registerOnboardingRoutes(api, deps, mediaUrls);
      registerProfilesRoutes(api, deps, mediaUrls);
      registerTagsRoutes(api, deps, allowance);
      registerJobsRoutes(api, deps, mediaUrls, allowance, events, notifier);
      registerChatsRoutes(api, deps, events, notifier, mediaUrls, allowance);
      registerEventsRoutes(api, events, deps.env.eventStreamsMax);
      registerJobRequestsRoutes(api, deps, {
        events,
        mediaUrls,
        notifier,
        allowance,
        reviews: reviews.service,
      });
      registerMediaRequestsRoutes(api, deps, { events, mediaUrls, notifier, allowance });
      registerReviewsRoutes(api, reviews.service);
      registerTalentListsRoutes(api, deps, mediaUrls);
      registerReportsRoutes(api, db, allowance);
      registerBlocksRoutes(api, deps, mediaUrls, events);
      registerContactSettingsRoutes(api, db);
      registerPrivacySettingsRoutes(api, db);
      registerMilestonesRoutes(api, payments.milestones, payments.funding, payments.refunds);
      registerProviderCallbacks(api, payments.provider, payments.funding, payments.handleEvent);
      registerPayoutsRoutes(api, db, payments.payouts);
      registerInvoicesRoutes(api, db);
      registerNotificationsRoutes(api, createNotificationsService({ db, clock: deps.clock, events, tokens }));
      await registerUploadRoutes(api, deps, mediaUrls, allowance);
      registerDocumentServing(api, deps);
      registerOperatorsRoutes(api, { db, clock: deps.clock, limiter });
      registerOperatorUsersRoutes(api, { db, clock: deps.clock, sessions: authenticator });
      registerOperatorReportsRoutes(api, { db, clock: deps.clock, sessions: authenticator, notifier });
      registerOperatorDisputesRoutes(api, payments);
      registerOperatorPrivacyRequestsRoutes(api, deps);
      registerLicencesRoutes(api, licences.service);
      registerDataExportsRoutes(api, dataExports.service);
      registerVerificationRoutes(api, {
        db,
        clock: deps.clock,
        mediaUrls,
        registry:
          deps.env.wathq === undefined
            ? null
            : wathqRegistry(deps.env.wathq, deps.env.payments.providerTimeoutMs),
      });
    },
    { prefix: API_BASE_PATH },
  );

  if (payments.simulator !== null) registerSimulatorPages(app, payments.simulator);
  await registerMediaServing(app, deps);
  const webDist = deps.env.webDistDir ?? defaultWebDist;
  const sendAppShell = await registerWebApp(app, webDist);
  if (sendAppShell !== null) registerSiteMap(app, deps.env.publicUrl);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith(API_BASE_PATH) || path.startsWith(MEDIA_BASE_PATH);
    if (sendAppShell !== null && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendAppShell(request, reply);
    }
    return reply.status(404).send(notFoundBody(request));
  });
  return app;
}
