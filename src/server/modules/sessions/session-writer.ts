import type { ScoredSession } from './session-rules.js';
import type { StoredSession } from './session-repository.js';

interface Pending {
  session: ScoredSession;
  resolve: (stored: StoredSession) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: sessions submitted close together are written in one transaction, and each
 * submitter is answered only after its batch has committed, so nothing acknowledged is lost.
 * One write runs at a time; what arrives meanwhile forms the next batch. On the embedded
 * database this turns hundreds of small blocking transactions into a few larger ones, so
 * reads keep flowing when a crowd submits at once.
 */
export class SessionWriter {
  private queue: Pending[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly insert: (batch: readonly ScoredSession[]) => Promise<StoredSession[]>,
    private readonly maxBatch = 500,
    private readonly windowMs = 5,
  ) {}

  write(session: ScoredSession): Promise<StoredSession> {
    return new Promise((resolve, reject) => {
      this.queue.push({ session, resolve, reject });
      this.writing ??= this.drain();
    });
  }

  /** Resolves once everything queued so far is written. */
  async idle(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    // Let the submissions of the next few milliseconds join the first batch: each write has a
    // fixed cost (a WAL flush), so a crowd is written in a few statements instead of hundreds.
    await new Promise((resolve) => setTimeout(resolve, this.windowMs));
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const stored = await this.insert(batch.map((p) => p.session));
        batch.forEach((p, i) => p.resolve(stored[i]!));
      } catch (error) {
        batch.forEach((p) => p.reject(error));
      }
    }
    this.writing = undefined;
  }
}
