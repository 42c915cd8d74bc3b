import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from './fake-client-build.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;

const SERVICE_WORKER = 'importScripts("./workbox-5a5d9309.js");\n'.repeat(40);

/**
 * A stand-in for the built client with what vite-plugin-pwa writes beside it: the service worker
 * (precompressed, as the build does), the Workbox runtime it imports, the manifest and an icon.
 */
const build = () =>
  fakeClientBuild({
    html: '<!doctype html><html lang="en-CA"><head><title>Canadian Citizenship Test Practice</title><link rel="expect" href="#page-state" blocking="render" /><link rel="stylesheet" crossorigin href="/assets/entry.css"><!--app-head--><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/entry.js"></script></body></html>',
    manifest: { 'index.html': { file: 'assets/entry.js', css: ['assets/entry.css'] }, 'boot-client.tsx': { file: 'assets/entry.js' } },
    files: {
      'assets/entry.css': '.entry{color:red}',
      'assets/entry.js': 'console.log(1)',
      'sw.js': SERVICE_WORKER,
      'sw.js.br': brotliCompressSync(SERVICE_WORKER),
      'workbox-5a5d9309.js': 'self.workbox = {};',
      'manifest.webmanifest': JSON.stringify({ name: 'Canadian Citizenship Test Practice', start_url: '/' }),
      'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    },
    ssr: `export function pageKey(pathname) { return { key: pathname }; }
      export async function render(url, source, lang) {
        return { status: 200, html: '<main>' + url + '</main>', title: 'Page', htmlLang: lang === 'fr' ? 'fr-CA' : 'en-CA', state: { lang }, modules: [] };
      }`,
  });

beforeAll(async () => {
  ctx = await createTestContext(build());
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('the installable app (docs/decisions/019)', () => {
  it('serves the service worker and its Workbox runtime as scripts the browser revalidates every time', async () => {
    for (const url of ['/sw.js', '/workbox-5a5d9309.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps the service worker uncached when it is sent precompressed', async () => {
    const res = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest as application/manifest+json, revalidated every time', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ start_url: '/' });
  });

  it('still caches hashed assets for a year, and icons by the default rules', async () => {
    expect((await get('/assets/entry.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).not.toBe('no-cache');
  });

  it('serves the offline shell: the page with its styles and no content or state, never indexed', async () => {
    const res = await get('/app-shell?__WB_REVISION__=abc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<style>.entry{color:red}</style>');
    expect(res.body).toContain('data-manifest="/manifest.webmanifest"');
    // No state, and no request to hold the paint for it (Chromium would warn that it never came).
    expect(res.body).not.toContain('page-state');
    expect(res.body).not.toContain('<!--app-');
    const again = await get('/app-shell', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("gives the manifest's address to every page's starter, in both languages, which links it once the app is up", async () => {
    for (const url of ['/', '/study', '/fr/study', '/admin']) {
      const res = await get(url);
      // Linked in the HTML, the browser fetched the manifest and its icon before the first paint.
      expect(res.body, url).not.toContain('rel="manifest"');
      // A rendered page still holds its first paint until its state is parsed.
      expect(res.body, url).toContain('<link rel="expect" href="#page-state" blocking="render" />');
      expect(res.body, url).toMatch(/<script data-app="[^"]+" data-preload="[^"]*" data-manifest="\/manifest.webmanifest">/);
    }
  });

  it("allows the service worker and the manifest in the pages' Content-Security-Policy, and keeps scripts strict", async () => {
    const csp = String((await get('/study')).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
    expect(directive('script-src')).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    // The worker runs under its own script's policy: it may import the Workbox runtime (same origin).
    const workerCsp = String((await get('/sw.js')).headers['content-security-policy']);
    expect(workerCsp).toContain("script-src 'self'");
  });
});
