import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress-plugin';
import { APP_SHELL_PATH } from './src/shared/offline-app';

const API_PORT = 3001;

/**
 * The installable app and its service worker (docs/decisions/019). Workbox precaches every file
 * of the client build and the shell page; navigations go to the network (pages are rendered on
 * the server) and fall back to the shell offline. The admin panel, the API and /health are never
 * answered from a cache, and nothing else is cached at run time (the bank lives in IndexedDB).
 */
const offlineApp = VitePWA({
  registerType: 'prompt',
  // The icons are in the precache already (globPatterns).
  includeManifestIcons: false,
  // Registered by the app itself, lazily, once the page is idle (app/service-worker.ts).
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Canadian Citizenship Test Practice',
    short_name: 'Citizenship',
    description: 'Free practice tests, flashcards and study guides for the Canadian citizenship test, in English and French.',
    lang: 'en-CA',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#b4121b',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    mode: 'production',
    sourcemap: false,
    // Everything the client build wrote (every lazy chunk, both languages' strings, icons), and
    // the built page as the shell, under the address the server serves it at.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: APP_SHELL_PATH.slice(1) } : entry)), warnings: [] }),
    ],
    // Not the plugin's default (index.html for every navigation): that would answer every page
    // from the cache, online too, and the server-rendered first paint would be lost.
    navigateFallback: null,
    navigationPreload: true,
    cleanupOutdatedCaches: true,
    // These functions are copied into sw.js as they are written, so each names its own paths.
    runtimeCaching: [
      {
        // Learner pages: from the server, rendered, while online; the precached shell offline.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(?:admin|api|health)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: APP_SHELL_PATH } },
      },
      {
        // Lessons, key terms and help-language packs: from the network while online, the copy of
        // the last visit offline (a lesson page fetches its lesson again once drawn; decision 041).
        urlPattern: ({ url }) => /^\/api\/(?:lessons|glossary|help)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: { cacheName: 'lessons', networkTimeoutSeconds: 4, expiration: { maxEntries: 60 } },
      },
      {
        // The admin panel, the API documentation and /health: from the network or not at all.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/(?:admin|api|health)(?:\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
      },
    ],
  },
});

type ChunkingContext = Rolldown.ChunkingContext;

const ENTRY_MODULE = fileURLToPath(new URL('./src/client/entry-client.tsx', import.meta.url));
const BOOT_MODULE = fileURLToPath(new URL('./src/client/boot-client.tsx', import.meta.url));
const STARTER_MODULE = fileURLToPath(new URL('./src/client/page-starter.ts', import.meta.url));

function staticClosure(root: string, context: ChunkingContext): Set<string> {
  const closure = new Set<string>();
  const visit = (moduleId: string) => {
    if (closure.has(moduleId)) return;
    closure.add(moduleId);
    context.getModuleInfo(moduleId)?.importedIds.forEach(visit);
  };
  visit(root);
  return closure;
}

/**
 * Every module the app's boot statically imports goes into two chunks, the libraries and our
 * code, instead of one chunk per set of lazy pages sharing it (about 35 files, most under 1 KB,
 * for the landing page). The boot needs all of them anyway; each extra file cost the phone a
 * request and a <link rel="modulepreload"> inserted on the main thread (issue 11). What the entry
 * script itself imports (Vite's preload helper) is kept apart, or the entry would load the whole
 * boot before the first paint. The boot module itself keeps its own chunk: it awaits the page's
 * code, which imports the boot chunk, and a chunk still evaluating cannot be imported.
 */
function bootChunks(): Rolldown.CodeSplittingGroup[] {
  let closures: { entry: Set<string>; boot: Set<string> } | undefined;
  const closure = (context: ChunkingContext) => (closures ??= { entry: staticClosure(ENTRY_MODULE, context), boot: staticClosure(BOOT_MODULE, context) });
  const inBoot = (id: string, context: ChunkingContext) => id !== BOOT_MODULE && closure(context).boot.has(id) && !closure(context).entry.has(id);
  return [
    { debugName: 'entry imports', priority: 3, name: (id, context) => (id !== ENTRY_MODULE && !id.endsWith('.css') && closure(context).entry.has(id) ? 'entry-imports' : null) },
    { debugName: 'libraries', priority: 2, name: (id, context) => (id.includes('/node_modules/') && inBoot(id, context) ? 'libraries' : null) },
    { debugName: 'boot', priority: 1, name: (id, context) => (inBoot(id, context) ? 'boot' : null) },
  ];
}

const ADMIN_DIR = fileURLToPath(new URL('./src/client/features/admin/', import.meta.url));

/**
 * V8's compile hint on the learner's chunks: Chromium then compiles all their functions while the
 * file streams in, on a background thread, instead of one by one on the main thread the first time
 * each is called. A page's boot and hydration call most of the functions of the chunks they load,
 * and compiling them there was about a seventh of a hydration stage (docs/decisions/049). Other
 * browsers read a comment. Not on the admin panel's chunks (large, and most of their functions wait
 * for a click), nor on the inline starter. Added after minification, which would drop it.
 */
const inAdmin = (id: string | null) => id?.startsWith(ADMIN_DIR) === true;
const compileHint = (chunk: Rolldown.RenderedChunk) =>
  chunk.facadeModuleId === STARTER_MODULE || inAdmin(chunk.facadeModuleId) || chunk.moduleIds.every(inAdmin) ? '' : '//# allFunctionsCalledOnLoad';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  // Preact's React-compatible runtime renders the React code: see docs/decisions/009.
  // The service worker is written after the client build (not for the server-render bundle, and
  // not in `npm run dev`), before its files are compressed.
  plugins: [preact(), ...(isSsrBuild ? [] : [offlineApp]), precompress()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      // The service worker's registration loads Workbox's ES2017 build (the package's default
      // is ES5): 1.4 KB instead of 2.3 KB gzipped.
      { find: /^workbox-window$/, replacement: fileURLToPath(new URL('./node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url)) },
    ],
  },
  build: {
    // The server reads the manifest to preload each page's code and styles with its HTML.
    manifest: true,
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // A stylesheet per chunk (Vite's default): the server inlines those a page uses (page-template.ts).
    // The page starter is built on its own, to be inlined in every page (page-template.ts, decision 048).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)), 'page-starter': STARTER_MODULE },
          output: { codeSplitting: { groups: bootChunks() }, postBanner: compileHint },
        },
  },
  // The server-render bundle (`vite build --ssr`) includes its dependencies, so `react` resolves
  // to Preact's compatible runtime there too.
  ssr: { noExternal: true, target: 'node' },
  server: {
    port: 5173,
    fs: { allow: ['..', '../../content', '../../src/shared'] },
    proxy: {
      '/api': `http://127.0.0.1:${API_PORT}`,
      '/health': `http://127.0.0.1:${API_PORT}`,
    },
  },
}));
