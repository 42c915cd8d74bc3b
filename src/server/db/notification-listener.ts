import pg from 'pg';

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 15_000;
/** TCP keep-alive: a connection silently dropped by a network or a proxy is noticed within about a minute. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel. When the connection is lost (a
 * restart, a failover, `pg_terminate_backend`, a dead network), it reconnects forever with
 * exponential backoff and reports that it listens again, so the caller can resynchronise.
 */
export class NotificationListener {
  listening = false;
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private stopped = false;

  constructor(private readonly url: string) {}

  /** Listens; rejects if the first connection fails (the caller cannot start without a database). */
  async start(channel: string, onMessage: () => void, onReconnect?: () => void): Promise<void> {
    await this.connect(channel, onMessage);
    this.onLost = () => this.retry(channel, onMessage, onReconnect);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.listening = false;
    await this.client?.end().catch(() => undefined);
  }

  private onLost: () => void = () => undefined;

  private async connect(channel: string, onMessage: () => void): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, keepAlive: true, keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.listening = false;
      client.end().catch(() => undefined);
      if (!this.stopped) this.onLost();
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.listening = true;
    this.failures = 0;
  }

  private retry(channel: string, onMessage: () => void, onReconnect?: () => void): void {
    if (this.stopped || this.retryTimer) return;
    const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures);
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect(channel, onMessage).then(
        () => (this.stopped ? void this.stop() : onReconnect?.()),
        () => this.retry(channel, onMessage, onReconnect),
      );
    }, delay);
    this.retryTimer.unref();
  }
}
