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
  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });
});
