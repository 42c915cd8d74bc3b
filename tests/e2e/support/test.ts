import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from '../../support/start-server';
import { E2E_ADMIN } from './admin';

interface WorkerFixtures {
  /**
   * Which server a spec runs against. Specs that change the bank (the admin specs) name their
   * own, so they never see each other's changes; the rest share one server per worker.
   */
  serverScope: string;
  /** Settings of that server beyond the defaults (a spec that sets any also names its own scope). */
  serverEnv: Record<string, string>;
  server: RunningServer;
}

/**
 * Every worker starts the built server on its own fresh embedded database, so specs run in
 * parallel and in any order.
 */
export const test = base.extend<object, WorkerFixtures>({
  serverScope: ['shared', { scope: 'worker', option: true }],
  serverEnv: [{}, { scope: 'worker', option: true }],
  server: [
    async ({ serverScope: _, serverEnv }, use) => {
      const server = await startServer({ env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, ...serverEnv } });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.base);
  },
});

export { expect } from '@playwright/test';
export type { Locator, Page, Request, Response, Route } from '@playwright/test';
