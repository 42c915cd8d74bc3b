import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from './fake-client-build.js';
import { createTestContext, type TestContext } from './helper.js';

/**
 * A built client whose server render counts its calls: what a flood of odd URLs costs the
 * server. Its page key follows the real one's rules in miniature: an unknown path is the one
 * not-found page, a `bad` value is an address no link makes (the shell), `v` is a real parameter.
 */
function countingClientBuild(): { clientRoot: string; ssrEntry: string } {
  return fakeClientBuild({
    html: '<!doctype html><html lang="en-CA"><head><title>Site</title><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
    ssr: `export function pageKey(pathname, search) {
        if (pathname.startsWith('/nope')) return { key: '/404' };
        if (search.has('bad')) return { shell: true };
        return { key: search.has('v') ? pathname + '?v=' + search.get('v') : pathname };
      }
      export async function render(url) {
        globalThis.__renders = (globalThis.__renders ?? 0) + 1;
        await new Promise((r) => setTimeout(r, 20));
        const title = url.startsWith('/titled') ? 'Sym $&$\`$\\' | x' : 'Page';
        return { status: url === '/404' ? 404 : 200, html: '<main>' + url + '</main>', title, htmlLang: 'en-CA', state: { url }, modules: [] };
      }`,
  });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(countingClientBuild());
});
afterAll(() => ctx.close());

const renders = () => (globalThis as { __renders?: number }).__renders ?? 0;
const get = (url: string, address = '10.20.0.1') => ctx.app.inject({ method: 'GET', url, remoteAddress: address });

describe('what a page request may cost the server', () => {
  it('renders a page once while fifty requests for it arrive together', async () => {
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 50 }, () => get('/study')));
    expect(pages.every((p) => p.statusCode === 200 && p.body.includes('<main>/study</main>'))).toBe(true);
    expect(renders() - before).toBe(1);
  });

  it('answers addresses no link makes with the shell, rendering nothing', async () => {
    const before = renders();
    const shell = await get('/app-shell');
    for (let i = 0; i < 100; i += 1) {
      const page = await get(`/practice?bad=${Math.random()}&utm=${i}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(shell.body);
    }
    expect(renders() - before).toBe(0);
  });

  it('renders every unknown path as one not-found page', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(`/nope-${i}-${'x'.repeat(i * 100)}`)));
    expect(answers.every((a) => a.statusCode === 404 && a.headers.etag === answers[0]!.headers.etag)).toBe(true);
    expect(renders() - before).toBe(1);
  });

  it('gives one address thirty renders a minute; past it, the shell (the client draws the page), while others still get renders', async () => {
    const before = renders();
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await get(`/practice?v=${i}`, '198.51.100.77'));
    expect(renders() - before).toBe(30);
    expect(answers.slice(0, 30).every((a) => a.body.includes('<main>'))).toBe(true);
    expect(answers.slice(30).every((a) => a.statusCode === 200 && !a.body.includes('<main>'))).toBe(true);
    expect((await get('/practice?v=999', '198.51.100.78')).body).toContain('<main>/practice?v=999</main>');
  });

  it('writes a title holding $& and $\' as text, never as a replacement pattern', async () => {
    const page = await get('/titled');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body).toContain("<title>Sym $&amp;$`$' | x</title>");
    expect(page.body.indexOf('<!doctype html>')).toBe(0);
    expect(page.body.lastIndexOf('<!doctype html>')).toBe(0);
  });
});
