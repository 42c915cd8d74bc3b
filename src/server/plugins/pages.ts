import { randomInt } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PageKeyOf, RenderPage } from '../../shared/page-render.js';
import { DEFAULT_LANG, type Lang } from '../../shared/constants.js';
import { langOfPath, pathWithoutLang } from '../../shared/lang-path.js';
import { APP_SHELL_PATH } from '../../shared/offline-app.js';
import { preferredEncoding } from '../accept-encoding.js';
import { etagMatches } from '../etag.js';
import { PageCache, packPage, RenderBudget, type CachedPage } from '../pages/page-cache.js';
import { contentSource } from '../pages/page-source.js';
import type { PageTemplate } from '../pages/page-template.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page request with its server-rendered HTML; undefined when no client is built. */
    sendPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

/**
 * Pages that start with random content (a flashcard deck): a few renders are kept per URL and
 * one is picked at random, so learners do not all start on the same card.
 */
const RANDOM_PAGES = new Set(['/flashcards']);
const RANDOM_PAGE_VARIANTS = 8;
/** Renders (cache misses) one client address may cause per minute; past it, it gets the offline shell (the client draws the page). */
const RENDERS_PER_MINUTE = 30;

/**
 * Every learner page arrives with its content in the first HTML: rendered on the server with
 * the client's own code from the in-memory bank, cached per bank version (an admin edit shows
 * in the next HTML, on every instance), compressed once, and revalidated with an ETag.
 */
export const pagesPlugin = fp(async (app: FastifyInstance, opts: { template: PageTemplate; ssrEntry: string }) => {
  const { template } = opts;
  const { render, pageKey } = (await import(pathToFileURL(opts.ssrEntry).href)) as { render: RenderPage; pageKey: PageKeyOf };
  const cache = new PageCache();
  const renders = new RenderBudget(RENDERS_PER_MINUTE);
  // The page the service worker answers learner routes with offline (docs/decisions/019), and
  // the answer to any address no link of ours makes: no bank data, so it changes only with a build.
  const shell = await packPage(200, template.shell());

  async function renderPage(path: string, lang: Lang): Promise<CachedPage> {
    const bank = await app.questionBank.inLocale(lang);
    const page = await render(path, contentSource(bank, lang), lang);
    const html = template.fill({ htmlLang: page.htmlLang, title: page.title, modules: page.modules, html: page.html, state: page.state });
    return packPage(page.status, html);
  }

  app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    const lang = langOfPath(url.pathname);
    const canonical = pageKey(pathWithoutLang(url.pathname), url.searchParams);
    if ('shell' in canonical) return sendPacked(request, reply, shell);
    const path = `${lang === DEFAULT_LANG ? '' : `/${lang}`}${canonical.key}`;
    const key = RANDOM_PAGES.has(canonical.key) ? `${path}#${randomInt(RANDOM_PAGE_VARIANTS)}` : path;
    const version = await app.questionBank.get();
    const cached = cache.get(version, key);
    if (cached) return sendPacked(request, reply, cached);
    // One render per key at a time (concurrent requests share it), and a budget per address.
    const page = cache.pending(version, key) ?? (renders.take(request.ip) ? cache.render(version, key, () => renderPage(path, lang)) : undefined);
    return sendPacked(request, reply, page ? await page : shell);
  });

  app.get(APP_SHELL_PATH, { schema: { hide: true } }, async (request, reply) => sendPacked(request, reply.header('x-robots-tag', 'noindex'), shell));
});

function sendPacked(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.code(page.status).send(encoding ? page[encoding] : page.body);
}
