import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  const clientRoot = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(clientRoot, 'index.html'), '<!doctype html><title>client</title><div id="root"></div>');
  ctx = await createTestContext({ clientRoot });
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
  it('serves index.html for any non-API path so the client can route and show its 404', async () => {
    for (const url of ['/', '/practice', '/study/history', '/some/unknown/page']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a missing build asset with 404, not the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/index-missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
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
