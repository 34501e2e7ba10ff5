import { authApi } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';
import type { AuthService } from './auth.service';
import { requestLanguage } from '../../lib/messages/request-language';

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  registerRoute(app, authApi.signup, ({ body, request }) =>
    auth.signup(body, request.ip, requestLanguage(request)),
  );
  registerRoute(app, authApi.login, ({ body, request }) => auth.login(body, request.ip));
  registerRoute(app, authApi.requestCode, ({ body, actor, request }) =>
    auth.requestCode(body, actor, request.ip),
  );
  registerRoute(app, authApi.verifyAccount, ({ body }) => auth.verifyAccount(body));
  registerRoute(app, authApi.forgotPassword, ({ body, request }) =>
    'otp' in body ? auth.verifyForgotPassword(body) : auth.forgotPassword(body.email, request.ip),
  );
  registerRoute(app, authApi.verifyForgotPassword, ({ body }) => auth.verifyForgotPassword(body));
  registerRoute(app, authApi.resetPassword, ({ body, actor }) => auth.resetPassword(actor, body));
  registerRoute(app, authApi.updateEmail, ({ body, actor }) => auth.changeEmail(actor, body));
  registerRoute(app, authApi.logout, ({ actor }) => auth.logout(actor));
}
