import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAlwaysRevalidated } from '../../shared/offline-app.js';

/** Serves the built client's files; pages themselves are rendered by the pages plugin. */
export const clientPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(join(opts.root, 'index.html'))) {
    app.log.warn(`No built client in ${opts.root}: run npm run build. Only the API is served.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (build/precompress-plugin.ts).
    preCompressed: true,
    // The page template and the build manifest are the server's, not the browser's.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
    setHeaders(reply, path) {
      // Hashed asset names never change content: cache them for a year.
      if (path.includes(`${join(opts.root, 'assets')}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (isAlwaysRevalidated(basename(path).replace(/\.(br|gz)$/, ''))) {
        // The service worker and the manifest keep their names across builds: the browser asks
        // every time, so a new version is found at once (docs/decisions/019).
        reply.header('cache-control', 'no-cache');
      }
    },
  });
});
