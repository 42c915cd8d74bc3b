import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';

/** Within this the process has exited, with keep-alive clients attached or not. */
const SHUTDOWN_DEADLINE_MS = 4_500;
const IDLE_REAP_INTERVAL_MS = 50;
/**
 * Before closing, requests already on their way are let in and answered (with Connection:
 * close): a connection whose request is still in the network buffer looks idle, and closing
 * it at once would reset a request the client has sent.
 */
const DRAIN_GRACE_MS = 300;

/**
 * Finishes requests in flight, closes every connection (idle keep-alive ones included), then
 * the database, and exits 0. If that takes too long the database is still closed before the
 * process exits with 1, so PGlite never has to recover as after a crash.
 */
export function shutdownOnSignals(app: FastifyInstance, database: Database, exit: (code: number) => void = process.exit): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    app.draining = true;
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long; closing the database and exiting');
      app.server.closeAllConnections();
      void database.close().finally(() => exit(1));
    }, SHUTDOWN_DEADLINE_MS);
    let reaper: ReturnType<typeof setInterval> | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS));
      reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_REAP_INTERVAL_MS);
      await app.close();
      clearInterval(reaper);
      await database.close();
      clearTimeout(deadline);
      app.log.info('shut down cleanly');
      exit(0);
    } catch (error) {
      clearInterval(reaper);
      app.log.error({ err: error }, 'error during shutdown');
      await database.close().catch(() => undefined);
      exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
