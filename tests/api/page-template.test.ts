import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadPageTemplate } from '../../src/server/pages/page-template.js';
import { fakeClientBuild } from './fake-client-build.js';

const html = '<!doctype html><html lang="en-CA"><head><title>Site</title><!--app-head--><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" crossorigin src="/assets/entry.js"></script></body></html>';
const ssr = 'export function pageKey() {} export async function render() {}';

describe('the page template', () => {
  it("gives the starter the app's address, the chunks it imports (imports first) and the manifest's, and names it by its hash", () => {
    const build = fakeClientBuild({
      html,
      manifest: {
        'boot-client.tsx': { file: 'assets/boot-client.js', imports: ['_boot.js', '_libraries.js'] },
        '_boot.js': { file: 'assets/boot.js', imports: ['_libraries.js'] },
        '_libraries.js': { file: 'assets/libraries.js' },
      },
      ssr,
    });
    const template = loadPageTemplate(build.clientRoot, build.ssrEntry)!;
    const page = template.shell();
    expect(page).toContain('<script data-app="/assets/boot-client.js" data-preload="/assets/libraries.js /assets/boot.js" data-manifest="/manifest.webmanifest">(()=>{window.started = true;})()</script></body>');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="manifest"');
    expect(template.scriptHashes).toEqual([`sha256-${createHash('sha256').update('(()=>{window.started = true;})()').digest('base64')}`]);
  });

  it("gives a rendered page's starter the page's own chunks apart from the app's, each once, so the app's loader adds no preload of its own", () => {
    const build = fakeClientBuild({
      html,
      manifest: {
        'boot-client.tsx': { file: 'assets/boot-client.js', imports: ['_libraries.js'] },
        '_libraries.js': { file: 'assets/libraries.js' },
        'features/deck/deck-page.tsx': { file: 'assets/deck-page.js', imports: ['_libraries.js', '_card.js'], css: ['assets/deck-page.css'] },
        '_card.js': { file: 'assets/card.js', imports: ['_libraries.js'] },
      },
      files: { 'assets/deck-page.css': '.deck{color:red}' },
      ssr,
    });
    const template = loadPageTemplate(build.clientRoot, build.ssrEntry)!;
    const page = template.fill({ htmlLang: 'fr-CA', title: 'Cartes', modules: ['features/deck/deck-page.tsx'], html: '<main>Cartes</main>', state: {} });
    expect(page).toContain('<script data-app="/assets/boot-client.js" data-preload="/assets/libraries.js" data-page-chunks="/assets/card.js /assets/deck-page.js" data-manifest="/manifest.webmanifest">');
    expect(page).toContain('<style>.deck{color:red}</style><link rel="stylesheet" href="/assets/deck-page.css" disabled></head>');
    expect(page).toContain('<main>Cartes</main>');
    // The offline shell has no page: the app's chunks only.
    expect(template.shell()).toContain('<script data-app="/assets/boot-client.js" data-preload="/assets/libraries.js" data-manifest');
  });

  it('refuses a build whose starter imports another chunk: it could not run as a classic inline script', () => {
    const build = fakeClientBuild({ html, manifest: { 'page-starter.ts': { file: 'assets/starter.js', imports: ['_shared.js'] } }, ssr });
    expect(() => loadPageTemplate(build.clientRoot, build.ssrEntry)).toThrow(/page-starter.ts imports other chunks/);
  });

  it('is not loaded without a built client', () => {
    expect(loadPageTemplate('/nonexistent/client', '/nonexistent/entry-server.mjs')).toBeUndefined();
  });
});
