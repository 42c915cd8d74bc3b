import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium: browser downloads are not possible (and not wanted) here. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

/**
 * Each worker starts the built server on a fresh embedded database (tests/e2e/support/test.ts),
 * so spec files run in parallel and in any order.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  // Generous: the suite runs two browsers and two servers on a two-core CI machine.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } }],
});
