import { authApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerRoute } from '../../lib/route';
import type { AuthService } from './auth.service';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps, auth: AuthService): void {
  registerRoute(app, deps, authApi.signup, ({ body, request }) => auth.signup(body, request.ip));
  registerRoute(app, deps, authApi.login, ({ body, request }) => auth.login(body, request.ip));
  registerRoute(app, deps, authApi.requestCode, ({ body, actor, request }) =>
    auth.requestCode(body, actor, request.ip),
  );
  registerRoute(app, deps, authApi.verifyAccount, ({ body }) => auth.verifyAccount(body));
  registerRoute(app, deps, authApi.forgotPassword, ({ body, request }) =>
    'otp' in body ? auth.verifyForgotPassword(body) : auth.forgotPassword(body.email, request.ip),
  );
  registerRoute(app, deps, authApi.verifyForgotPassword, ({ body }) => auth.verifyForgotPassword(body));
  registerRoute(app, deps, authApi.resetPassword, ({ body, actor }) => auth.resetPassword(actor, body));
  registerRoute(app, deps, authApi.updateEmail, ({ body, actor }) => auth.changeEmail(actor, body));
  registerRoute(app, deps, authApi.logout, ({ actor }) => auth.logout(actor));
}
