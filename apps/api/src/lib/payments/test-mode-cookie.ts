import { WEB_COOKIES } from '@casting/contract';
import type { FastifyInstance } from 'fastify';
import { readWebCookie } from '../web-cookies';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the web app, on every page the server sends, whether payments run on the simulator: a
 * cookie the app reads to show its "test mode" banner. Static and prerendered pages carry it
 * too, since it is a header; a deployment that moves to a real provider expires it.
 */
export function registerTestModeCookie(app: FastifyInstance, testMode: boolean): void {
  const name = WEB_COOKIES.paymentsTestMode;
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) {
      done(null, payload);
      return;
    }
    const present = readWebCookie(request, name) !== null;
    if (testMode && !present) {
      void reply.header('set-cookie', `${name}=1; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
    } else if (!testMode && present) {
      void reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    }
    done(null, payload);
  });
}
