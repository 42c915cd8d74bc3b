import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions } from '../../src/server/db/schema.js';
import { createTestContext, ADMIN, cookieHeader, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (payload: object, ip = '10.1.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress: ip });

/** Every admin call except login; each must refuse a request without a session. */
const ADMIN_CALLS: [string, string, object?][] = [
  ['GET', '/api/admin/me'],
  ['POST', '/api/admin/logout'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/questions'],
  ['GET', '/api/admin/questions/his-001'],
  ['POST', '/api/admin/questions', {}],
  ['PUT', '/api/admin/questions/his-001', {}],
  ['DELETE', '/api/admin/questions/his-001'],
  ['GET', '/api/admin/questions/answer-distribution'],
  ['POST', '/api/admin/questions/fix-distribution', {}],
  ['POST', '/api/admin/questions/shuffle-answers', { questionIds: ['his-001'] }],
  ['PUT', '/api/admin/questions/his-001/reorder-answers', { newOrder: [3, 2, 1, 0] }],
  ['POST', '/api/admin/questions/bulk-import', { questions: [] }],
  ['GET', '/api/admin/categories'],
  ['PUT', '/api/admin/categories/HIS', { name: 'History' }],
  ['GET', '/api/admin/not-a-route'],
];

describe('admin authorisation', () => {
  it.each(ADMIN_CALLS)('%s %s answers 401 without a session', async (method, url, payload) => {
    const res = await ctx.app.inject({ method: method as 'GET', url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Authentication required' });
  });

  it.each(ADMIN_CALLS)('%s %s answers 401 with a forged cookie', async (method, url, payload) => {
    const res = await ctx.app.inject({ method: method as 'GET', url, payload, headers: { cookie: 'ca_admin_session=forged' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/admin/login', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie for the right credentials', async () => {
    const res = await login(ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(ADMIN.email);
    const cookie = res.cookies.find((c) => c.name === 'ca_admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(cookie!.expires!.getTime()).toBeGreaterThan(Date.now());
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: cookieHeader(res) } });
    expect(me.json().data.email).toBe(ADMIN.email);
  });

  it('accepts the email in another case', async () => {
    expect((await login({ ...ADMIN, email: ADMIN.email.toUpperCase() }, '10.1.0.9')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    for (const payload of [{ ...ADMIN, password: 'wrong-password' }, { email: 'nobody@example.test', password: ADMIN.password }]) {
      const res = await login(payload, '10.1.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized', message: 'Invalid email or password' });
    }
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'Please enter a valid email address'],
    [{ email: ADMIN.email, password: '' }, 'Password is required'],
    [{ email: ADMIN.email }, 'Password is required'],
  ])('validates the form %j', async (payload, message) => {
    const res = await login(payload, '10.1.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('rate-limits failed logins per client with 429, even for the right password', async () => {
    const ip = '10.1.0.4';
    for (let i = 0; i < 5; i += 1) expect((await login({ ...ADMIN, password: 'nope-nope' }, ip)).statusCode).toBe(401);
    const limited = await login(ADMIN, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('900');
    expect(limited.json().message).toMatch(/Too many failed attempts/);
    // Another client is not affected.
    expect((await login(ADMIN, '10.1.0.5')).statusCode).toBe(200);
  });

  it('cannot be used to lock the admin out: ten addresses guessing the admin email do not refuse the right password elsewhere', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login({ ...ADMIN, password: `guess-${i}` }, `10.2.0.${i}`)).statusCode).toBe(401);
    // The account is under attack: an address that keeps guessing gets a second try, then is refused, even with the right password …
    expect((await login({ ...ADMIN, password: 'guess-again' }, '10.2.0.3')).statusCode).toBe(401);
    expect((await login(ADMIN, '10.2.0.3')).statusCode).toBe(429);
    // … a fresh address may still try twice (slowed down), then 429 …
    expect((await login({ ...ADMIN, password: 'guess-again' }, '10.2.1.1')).statusCode).toBe(401);
    expect((await login({ ...ADMIN, password: 'guess-more' }, '10.2.1.1')).statusCode).toBe(401);
    expect((await login({ ...ADMIN, password: 'guess-most' }, '10.2.1.1')).statusCode).toBe(429);
    // … and the real admin, from an address that has not been guessing, gets in, even after one typo.
    const started = Date.now();
    expect((await login({ ...ADMIN, password: `${ADMIN.password}x` }, '10.2.9.9')).statusCode).toBe(401);
    expect((await login(ADMIN, '10.2.9.9')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1800);
  });

  it('counts each of 200 parallel guesses from one address before checking it: five are checked, the rest refused', async () => {
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => login({ email: 'parallel@example.test', password: `guess-${i}` }, '10.5.0.1')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(195);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server', async () => {
    const cookie = await ctx.login('10.3.0.1');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'ca_admin_session')?.value).toBe('');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('an expired session is refused', async () => {
    const cookie = await ctx.login('10.3.0.2');
    await ctx.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('Your session has expired. Please log in again.');
  });

  it('a session made on one instance works on another', async () => {
    const cookie = await ctx.login('10.3.0.3');
    const second = await ctx.secondInstance();
    const me = await second.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });
});

describe('cross-origin protection', () => {
  it('refuses a state-changing request from another origin', async () => {
    const cookie = await ctx.login('10.4.0.1');
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/questions/his-001',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-origin requests are not allowed');
  });

  it('refuses a cross-site fetch without an Origin header', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
  });

  it('allows the same origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: ADMIN,
      remoteAddress: '10.4.0.2',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
  });
});
