import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RenderPage } from '../../shared/page-render.js';
import { langOfPath, pathWithoutLang } from '../../shared/lang-path.js';
import { APP_SHELL_PATH } from '../../shared/offline-app.js';
import { preferredEncoding } from '../accept-encoding.js';
import { etagMatches } from '../etag.js';
import { PageCache, packPage, type CachedPage } from '../pages/page-cache.js';
import { contentSource } from '../pages/page-source.js';
import { PageTemplate } from '../pages/page-template.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with its server-rendered HTML; undefined when no client is built. */
    sendPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

/** Query parameters that change what a page shows: others are ignored, so they cannot fill the cache. */
const PAGE_PARAMS = ['category', 'filter', 'questions', 'random', 'mode', 'scope'];

/**
 * Pages that start with random content (a flashcard deck): a few renders are kept per URL and
 * one is picked at random, so learners do not all start on the same card.
 */
const RANDOM_PAGES = new Set(['/flashcards']);
const RANDOM_PAGE_VARIANTS = 8;

function cacheKey(url: URL): string {
  const params = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && value.length <= 40) params.set(name, value);
  }
  const search = params.toString();
  const key = search ? `${url.pathname}?${search}` : url.pathname;
  return RANDOM_PAGES.has(pathWithoutLang(url.pathname)) ? `${key}#${randomInt(RANDOM_PAGE_VARIANTS)}` : key;
}

/**
 * Every learner page arrives with its content in the first HTML: rendered on the server with
 * the client's own code from the in-memory bank, cached per bank version (an admin edit shows
 * in the next HTML, on every instance), compressed once, and revalidated with an ETag.
 */
export const pagesPlugin = fp(async (app: FastifyInstance, opts: { clientRoot: string; ssrEntry: string }) => {
  if (!existsSync(join(opts.clientRoot, 'index.html')) || !existsSync(opts.ssrEntry)) {
    app.log.warn(`No built client or server-render bundle: run npm run build. Only the API is served.`);
    return;
  }
  const template = new PageTemplate(opts.clientRoot);
  const { render } = (await import(pathToFileURL(opts.ssrEntry).href)) as { render: RenderPage };
  const cache = new PageCache();

  async function renderPage(url: URL): Promise<CachedPage> {
    const lang = langOfPath(url.pathname);
    const bank = await app.questionBank.inLocale(lang);
    const page = await render(`${url.pathname}${url.search}`, contentSource(bank, lang), lang);
    const html = template.fill({ htmlLang: page.htmlLang, title: page.title, head: template.pageStyles(['boot-client.tsx', ...page.modules]), html: page.html, state: page.state });
    return packPage(page.status, html);
  }

  app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const key = cacheKey(url);
    const version = await app.questionBank.get();
    let page = cache.get(version, key);
    if (!page) {
      page = await renderPage(new URL(key, 'http://localhost'));
      cache.set(version, key, page);
    }
    return sendPacked(request, reply, page);
  });

  // The page the service worker answers learner routes with offline (docs/decisions/019). It
  // holds no bank data, so it changes only with a new build.
  const shell = packPage(200, template.shell());
  app.get(APP_SHELL_PATH, { schema: { hide: true } }, async (request, reply) => sendPacked(request, reply.header('x-robots-tag', 'noindex'), shell));
});

function sendPacked(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(page.status).send(encoding ? page[encoding] : page.body);
}
