import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestContext, type TestContext } from './helper.js';

/** Behind one proxy (TRUST_PROXY=1): the client's address is what the proxy saw, whatever the client wrote. */
describe('client addresses behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: '1', REPORT_RATE_LIMIT: '3' } });
  });
  afterAll(() => ctx.close());

  it('ignores a spoofed left-most X-Forwarded-For: the per-address limit still holds', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports',
        remoteAddress: '10.9.9.9', // the proxy
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.50` }, // a made-up address, then the one the proxy saw
        payload: { question_id: 'his-001', reason: 'typo', lang: 'en' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('cannot be used to lock the admin out by naming their address', async () => {
    for (let i = 0; i < 6; i += 1) {
      await ctx.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.200' }, payload: { ...ADMIN, password: `guess-${i}` } });
    }
    const admin = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.9.9.9', headers: { 'x-forwarded-for': '203.0.113.7' }, payload: ADMIN });
    expect(admin.statusCode).toBe(200);
  });
});

describe('limits that stop abuse before it costs the server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '20' } });
  });
  afterAll(() => ctx.close());

  it('refuses deeply nested JSON before parsing it, and a login body past a few kilobytes', async () => {
    const deep = await ctx.app.inject({ method: 'POST', url: '/api/sessions', headers: { 'content-type': 'application/json' }, payload: `${'['.repeat(30_000)}${']'.repeat(30_000)}` });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toMatch(/nested too deeply/);
    const huge = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.7.0.1', payload: { email: 'a@b.ca', password: 'x'.repeat(10_000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'Payload Too Large', message: 'Request body is too large' });
  });

  it('limits login requests per address, whatever they hold', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      codes.push((await ctx.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.7.0.2', payload: { email: 'nobody@example.test' } })).statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });

  it('marks every admin answer no-store, login included', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.7.0.3', payload: ADMIN });
    expect(login.headers['cache-control']).toBe('no-store');
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const url of ['/api/admin/me', '/api/admin/stats', '/api/admin/questions', '/api/admin/reports']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('compares the whole origin: another scheme or port is another origin, and same-site is not same-origin', async () => {
    const cookie = await ctx.login('10.7.0.4');
    const del = (headers: Record<string, string>) => ctx.app.inject({ method: 'DELETE', url: '/api/admin/questions/his-002', headers: { cookie, host: 'localhost:3000', ...headers } });
    expect((await del({ origin: 'https://localhost:3000' })).statusCode).toBe(403);
    expect((await del({ origin: 'http://localhost:3001' })).statusCode).toBe(403);
    expect((await del({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await del({ origin: 'http://localhost:3000' })).statusCode).toBe(204);
  });
});
