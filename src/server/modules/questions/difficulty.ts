import { createHash } from 'node:crypto';
import { estimateDifficulty } from '../../../shared/estimate/difficulty.js';
import type { Database } from '../../db/client.js';
import { foldNewAnswers } from '../admin/question-stats-repository.js';
import { answerTotalsByQuestion } from './difficulty-repository.js';
import type { QuestionBank } from './question-bank.js';

/**
 * Each question's difficulty for everyone (decision 045), from the counted answers of its current
 * version, worked out at most every DIFFICULTY_REFRESH_SECONDS per instance: the bytes and their ETag (a hash of
 * them, so instances with the same counts agree).
 */
export class DifficultyEstimates {
  private cached: { at: number; bankVersion: string; json: Buffer; etag: string } | undefined;
  private computing: Promise<{ json: Buffer; etag: string }> | undefined;

  constructor(
    private readonly database: Database,
    private readonly bank: QuestionBank,
    private readonly settleSeconds: () => number,
    private readonly freshMs: number,
  ) {}

  async bytes(now = Date.now()): Promise<{ json: Buffer; etag: string }> {
    const english = await this.bank.inLocale('en');
    if (this.cached && this.cached.bankVersion === english.version && now - this.cached.at < this.freshMs) return this.cached;
    this.computing ??= this.compute(english.version, now).finally(() => {
      this.computing = undefined;
    });
    return this.computing;
  }

  private async compute(bankVersion: string, now: number) {
    const { db } = this.database;
    await foldNewAnswers(db, this.settleSeconds());
    const counts = await answerTotalsByQuestion(db);
    const english = await this.bank.inLocale('en');
    const estimates = estimateDifficulty(
      english.all.map((q) => ({
        id: q.id,
        authored: q.record.difficulty_level,
        answers: counts.get(q.id)?.answers ?? 0,
        right: counts.get(q.id)?.right ?? 0,
        guess: q.type === 'true-false' ? 0.5 : 0.25,
      })),
    );
    const json = Buffer.from(JSON.stringify({ data: Object.fromEntries(estimates) }));
    this.cached = { at: now, bankVersion, json, etag: `difficulty-${createHash('sha256').update(json).digest('hex').slice(0, 16)}` };
    return this.cached;
  }
}
