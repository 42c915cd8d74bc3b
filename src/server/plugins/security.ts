import type { ServerResponse, IncomingMessage } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../http-errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * True when the request comes from a page of another origin (CSRF defence in depth): the whole
 * origin must match (scheme, host and port), and without an Origin header a browser's
 * Sec-Fetch-Site must say the request is from this origin or typed by the user.
 */
function isCrossOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      return new URL(origin).origin !== new URL(`${request.protocol}://${request.headers.host ?? ''}`).origin;
    } catch {
      return true;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

const helmetOptions = (scriptHashes: readonly string[]): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Scripts from this origin, and the pages' inline starter named by its hash (decision 048).
      scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
      // Scripts stay strict. Styles allow inline because the accessible dialogs lock page scrolling
      // with a <style> element whose content is computed at run time (no hash or nonce can match it).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      // The service worker and the web app manifest (docs/decisions/019), named rather than
      // left to fall back on script-src and default-src.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Helmet's headers, computed once. (@fastify/helmet rebuilds them on every request,
 * which cost a fifth of the hot read path's time.)
 */
function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(scriptHashes))({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/** JSON answers are never rendered as pages: they need only the headers that matter to data. */
const API_HEADER_NAMES = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security'];

const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const securityPlugin = fp(async (app: FastifyInstance, opts: { scriptHashes: readonly string[] }) => {
  const documentHeaders = securityHeaders(opts.scriptHashes);
  const apiHeaders = Object.fromEntries(Object.entries(documentHeaders).filter(([name]) => API_HEADER_NAMES.includes(name)));
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isJsonApi(request.url) ? apiHeaders : documentHeaders);
    if (STATE_CHANGING.has(request.method) && isCrossOrigin(request)) {
      throw forbidden('Cross-origin requests are not allowed');
    }
  });

  // Only JSON bodies: text/plain is a "simple" content type any site can post cross-origin.
  app.removeContentTypeParser('text/plain');
});
