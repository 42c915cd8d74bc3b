import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STARTER, fakeClientBuild } from './fake-client-build.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
/** The built client, with a server-render module that prints what the bank says (the real one is exercised end to end). */
const build = () =>
  fakeClientBuild({
    html: '<!doctype html><html lang="en"><head><title>x</title><link rel="stylesheet" crossorigin href="/assets/entry.css"><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--><script type="module" src="/assets/entry.js"></script></body></html>',
    manifest: {
      'index.html': { file: 'assets/entry.js', css: ['assets/entry.css'] },
      'boot-client.tsx': { file: 'assets/boot.js', css: ['assets/boot.css'] },
      'features/study/study-page.tsx': { file: 'assets/study.js', css: ['assets/study.css'] },
    },
    files: Object.fromEntries(['entry', 'boot', 'study'].map((name) => [`assets/${name}.css`, `.${name}{color:red}`])),
    ssr: `export function pageKey(pathname) { return { key: pathname }; }
      export async function render(url, source) {
        const known = ['/', '/study'].includes(url.split('?')[0]);
        const names = source.categories().map((c) => c.name + ' ' + c.total_questions).join(', ');
        return { status: known ? 200 : 404, html: '<main>' + names + '</main>', title: known ? 'Study' : 'Not found', htmlLang: 'en-CA',
          state: { note: '</script><script>alert(1)</script>' }, modules: url.startsWith('/study') ? ['features/study/study-page.tsx'] : [] };
      }`,
  });

beforeAll(async () => {
  ctx = await createTestContext(build());
  cookie = await ctx.login();
});
afterAll(() => ctx.close());

describe('one error policy', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"session_type":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: 'Request body is not valid JSON' });
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/sessions', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Bad Request');
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/questions',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ question: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Payload Too Large', message: 'Request body is too large' });
  });

  it('refuses non-JSON bodies with 415', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/sessions', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Unsupported Media Type');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/questions/extra/deep']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'Not Found' });
    }
  });

  it('never leaks a stack trace', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/sessions', payload: { questions: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('serving the client', () => {
  it('renders pages on the server with the bank in the HTML, their styles inlined and their state escaped', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/study' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="en-CA">');
    expect(res.body).toContain('<title>Study</title>');
    expect(res.body).toContain('<div id="root"><main>Rights & Responsibilities 8, Canadian History 8');
    // The site-wide styles, then the page's, each with a disabled link that tells Vite's loader it is there.
    expect(res.body).toContain(
      '<title>Study</title><style>.entry{color:red}</style><style>.boot{color:red}</style><link rel="stylesheet" href="/assets/boot.css" disabled><style>.study{color:red}</style><link rel="stylesheet" href="/assets/study.css" disabled></head>',
    );
    expect(res.body).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
    expect(res.body).not.toContain('rel="modulepreload"');
    // No script request before the first paint: the built entry is gone, the inline starter loads the app (and the page's chunk) after it.
    expect(res.body).not.toContain('src="/assets/entry.js"');
    expect(res.body).toMatch(/<script data-app="\/assets\/boot.js" data-preload="" data-page-chunks="\/assets\/study.js">\(\(\)=>\{window.started = true;\}\)\(\)<\/script><\/body>/);
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script>');
  });

  it('answers unknown pages with the 404 page, and never serves the raw template', async () => {
    for (const url of ['/some/unknown/page', '/index.html']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).not.toContain('<!--app-html-->');
    }
  });

  it('revalidates with an ETag and compresses once', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('shows an admin change in the next HTML', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/' });
    await ctx.app.inject({ method: 'PUT', url: '/api/admin/categories/GEO', headers: { cookie }, payload: { name: 'Land and Regions' } });
    const after = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(before.body).not.toContain('Land and Regions');
    expect(after.body).toContain('Land and Regions 8');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers a missing build asset with 404, not the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    // This origin's files, and the page's one inline script (its starter), named by its hash.
    const inline = [...res.body.matchAll(/<script(?![^>]*type="application\/json")[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain(FAKE_STARTER);
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the data-relevant security headers on JSON answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/questions', '/api/sessions', '/api/admin/questions/{id}', '/api/admin/questions/{id}/reorder-answers', '/api/admin/login']) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(JSON.stringify(doc.paths['/api/admin/questions'].post)).toContain('#/components/schemas/QuestionPayload');
    expect(Object.keys(doc.components.schemas.QuestionPayloadInput.properties)).toContain('option_a');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
