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

  it('refuses a build whose starter imports another chunk: it could not run as a classic inline script', () => {
    const build = fakeClientBuild({ html, manifest: { 'page-starter.ts': { file: 'assets/starter.js', imports: ['_shared.js'] } }, ssr });
    expect(() => loadPageTemplate(build.clientRoot, build.ssrEntry)).toThrow(/page-starter.ts imports other chunks/);
  });

  it('is not loaded without a built client', () => {
    expect(loadPageTemplate('/nonexistent/client', '/nonexistent/entry-server.mjs')).toBeUndefined();
  });
});
