import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { adminModule } from './modules/admin/index.js';
import { requireAdmin } from './modules/admin/admin-session.js';
import { categoryRoutes } from './modules/categories/routes.js';
import { lessonRoutes } from './modules/lessons/routes.js';
import { helpRoutes } from './modules/help/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { QuestionBank } from './modules/questions/question-bank.js';
import { questionRoutes } from './modules/questions/routes.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { outcomeRoutes } from './modules/outcomes/routes.js';
import { syncRoutes } from './modules/sync/routes.js';
import { clientPlugin } from './plugins/client.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { pagesPlugin } from './plugins/pages.js';
import { securityPlugin } from './plugins/security.js';
import { loadPageTemplate } from './pages/page-template.js';
import { API_PATHS } from '../shared/api-paths.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    questionBank: QuestionBank;
    /** Set when the process is shutting down: answers then close their connection. */
    draining: boolean;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Folder of the built client; omitted in API tests. */
  clientRoot?: string;
  /** The server-render bundle built from the client (dist/ssr/entry-server.js); omitted in API tests. */
  ssrEntry?: string;
  logger?: FastifyServerOptions['logger'];
}

/** The largest body most routes take (a 200-answer session is about 30 KB); bulk import and login set their own. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** A number of proxies in front: the nearest that many hops are believed (the server must not be reachable around them). */
const trustProxyOption = (setting: Config['TRUST_PROXY']) => (typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting);

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  const bank = new QuestionBank(options.database);
  await bank.start();
  app.decorate('questionBank', bank);
  app.addHook('onClose', async () => bank.stop());
  app.decorate('draining', false);
  // Keep-alive clients would hold the server open forever: once draining, every answer (also
  // those of requests already in flight) tells the client to close the connection.
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  // The built pages, when there is a built client: their inline script is named in the CSP.
  const template = options.clientRoot && options.ssrEntry ? loadPageTemplate(options.clientRoot, options.ssrEntry) : undefined;
  if (options.clientRoot && options.ssrEntry && !template) app.log.warn('No built client or server-render bundle: run npm run build. Only the API is served.');
  await app.register(securityPlugin, { scriptHashes: template?.scriptHashes ?? [] });
  await app.register(cookie);
  await app.register(docsPlugin);

  await app.register(healthRoutes);
  await app.register(questionRoutes);
  await app.register(categoryRoutes);
  await app.register(lessonRoutes);
  await app.register(helpRoutes);
  await app.register(sessionRoutes);
  await app.register(reportRoutes);
  await app.register(outcomeRoutes);
  await app.register(syncRoutes);
  await app.register(adminModule);

  if (options.clientRoot) {
    await app.register(clientPlugin, { root: options.clientRoot });
    if (template && options.ssrEntry) await app.register(pagesPlugin, { template, ssrEntry: options.ssrEntry });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/admin/') && path !== API_PATHS.adminLogin) {
      await requireAdmin(request, reply);
    }
    const isApi = path === '/api' || path.startsWith('/api/') || path === API_PATHS.health;
    // A missing build asset is a 404, never the HTML page (a browser would try to run it as a script).
    const isAsset = path.startsWith('/assets/');
    if (!isApi && !isAsset && app.sendPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return app.sendPage(request, reply);
    }
    return reply.code(404).send({ error: 'Not Found', message: `No API route ${request.method} ${path}` });
  });

  return app;
}
