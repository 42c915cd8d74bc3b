import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../src/shared/api-paths.js';
import { outcomeCalibrationResponseSchema, PUBLIC_BAND_MIN_REPORTS } from '../../src/shared/contract/outcomes.js';
import { createTestContext, type TestContext } from './helper.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const report = (payload: Record<string, unknown>, remoteAddress = '10.9.0.1') => ctx.app.inject({ method: 'POST', url: API_PATHS.outcomes, payload, remoteAddress });
const valid = { result: 'passed', band: 8, daysStudied: 20, attempt: 1, lang: 'fr' };

describe('test outcome reports', () => {
  it('accepts an anonymous report and refuses anything else with a clear 400', async () => {
    const ok = await report(valid);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ data: { received: true } });
    for (const bad of [
      { ...valid, result: 'maybe' },
      { ...valid, band: 10 },
      { ...valid, attempt: 4 },
      { ...valid, daysStudied: -1 },
      { ...valid, lang: 'de' },
      { ...valid, learnerId: 'someone' },
      { result: 'passed' },
    ]) {
      const refused = await report(bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('shows admins every band with its counts, and the public only the pass rates of bands with enough reports', async () => {
    for (let i = 0; i < PUBLIC_BAND_MIN_REPORTS; i += 1) await report({ ...valid, band: 9, result: i < 27 ? 'passed' : 'failed' });
    await report({ ...valid, band: 3, result: 'failed' });
    await report({ ...valid, band: null, result: 'passed' });
    await report({ ...valid, result: 'prefer-not' });

    const cookie = await ctx.login();
    const admin = outcomeCalibrationResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: API_PATHS.adminOutcomes, headers: { cookie } })).json()).data;
    expect(admin.bands[9]).toEqual({ band: 9, reports: 30, passed: 27, shown: true });
    expect(admin.bands[8]).toMatchObject({ reports: 1, passed: 1 });
    expect(admin.bands[3]).toMatchObject({ reports: 1, passed: 0 });
    expect(admin).toMatchObject({ withoutBand: 1, preferNot: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: API_PATHS.adminOutcomes })).statusCode).toBe(401);

    const open = outcomeCalibrationResponseSchema.parse((await ctx.app.inject({ method: 'GET', url: API_PATHS.outcomeCalibration })).json()).data;
    expect(open.bands[9]).toEqual({ band: 9, reports: 30, passed: 27, shown: true });
    // Too few reports: the count only.
    expect(open.bands[8]).toEqual({ band: 8, reports: 1, passed: 0, shown: false });
  });
});

describe('test outcome reports, rate-limited', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { OUTCOME_RATE_LIMIT: '2' } });
  });
  afterAll(() => limited.close());

  it('allows a few reports an hour from one address, then answers a clear 429; another address still gets through', async () => {
    const send = (address: string) => limited.app.inject({ method: 'POST', url: API_PATHS.outcomes, payload: valid, remoteAddress: address });
    expect((await send('10.8.0.1')).statusCode).toBe(201);
    expect((await send('10.8.0.1')).statusCode).toBe(201);
    const refused = await send('10.8.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: expect.any(String), message: expect.stringContaining('Too many reports') });
    expect((await send('10.8.0.2')).statusCode).toBe(201);
  });
});
