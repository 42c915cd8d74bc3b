import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', NODE_ENV: 'development', TRUST_PROXY: false });
  });
  it('refuses to start in production without admin credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.ca', ADMIN_PASSWORD: 'a-very-long-secret' }).NODE_ENV).toBe('production');
  });
  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/at least 12/);
  });
  it('trusts only the proxies named: a hop count or addresses, never any client', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/set the number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be/);
  });
  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
