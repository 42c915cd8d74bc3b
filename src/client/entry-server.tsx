/**
 * Server rendering: the server (src/server/plugins/pages.ts) calls `render` with a URL and its
 * in-memory bank, and puts the result into the built index.html. Built by `vite build --ssr`.
 */
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { matchPage } from './app/match-page';
export { pageKey } from './app/page-key';
import type { PageState } from './app/page-state';
import { createQueryClient } from './app/query-client';
import type { ContentSource, RenderedPage } from '@shared/page-render';
import { createI18n } from './lib/i18n/create-i18n';
import { basenameOf, DEFAULT_LANG, HTML_LANG, pathWithoutLang, type Lang } from './lib/i18n/languages';
import { PageHeadContext, type PageHead } from './lib/page-head';

export async function render(url: string, source: ContentSource, lang: Lang = DEFAULT_LANG): Promise<RenderedPage & { state: PageState }> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const { route, params } = matchPage(pathWithoutLang(pathname));
  const i18n = createI18n(lang);
  await route.page.preload(i18n);
  const queryClient = createQueryClient();
  for (const query of route.data?.(source, params, searchParams) ?? []) queryClient.setQueryData(query.queryKey, query.data);

  let title = '';
  const head: PageHead = { setTitle: (value) => (title = value) };
  const element = (
    <PageHeadContext.Provider value={head}>
      <StaticRouter location={url} basename={basenameOf(lang)}>
        <App queryClient={queryClient} i18n={i18n} />
      </StaticRouter>
    </PageHeadContext.Provider>
  );
  const html = renderToString(element as unknown as Parameters<typeof renderToString>[0]);
  const strings = (i18n.store.data[lang] ?? {}) as PageState['strings'];
  return {
    status: route.notFound ? 404 : 200,
    html,
    title,
    htmlLang: HTML_LANG[lang],
    state: { lang, strings, queries: dehydrate(queryClient) },
    modules: route.page.modules,
  };
}
