import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../http-errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when the request comes from a page of another origin (CSRF defence in depth). */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && isCrossOrigin(request)) {
      throw forbidden('Cross-origin requests are not allowed');
    }
  });

  // Only JSON bodies: text/plain is a "simple" content type any site can post cross-origin.
  app.removeContentTypeParser('text/plain');
});
