import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

function optionsFor(mediaPublicUrl: string | undefined): HelmetOptions {
  const media = mediaPublicUrl === undefined ? [] : [new URL(mediaPublicUrl).origin];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // react-hot-toast and Swagger UI set inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...media],
        'media-src': ["'self'", 'blob:', ...media],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        // No <base> element is needed, and one injected could redirect every relative URL.
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: false,
  };
}

/** The headers helmet sets for these options, read off a response made for the purpose. */
function helmetHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  return response.getHeaders();
}

/**
 * nosniff everywhere, and a CSP that allows only this origin's scripts (and media from the media
 * host, when one is configured); worked out once, at start. JSON answers are about someone's
 * account: no browser or proxy may keep a copy.
 */
export function registerSecurityHeaders(app: FastifyInstance, mediaPublicUrl: string | undefined): void {
  const headers = helmetHeaders(optionsFor(mediaPublicUrl));
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
