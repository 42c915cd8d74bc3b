import { asc, isNull } from 'drizzle-orm';
import { CATEGORY_CODES, type CategoryCode } from '../../../shared/categories.js';
import { QUESTIONS_PER_TEST } from '../../../shared/constants.js';
import type { CategoryRecord } from '../../../shared/contract/categories.js';
import type { Database } from '../../db/client.js';
import { categories, questions } from '../../db/schema.js';
import { toQuestionRecord } from './question-mapper.js';

export const BANK_CHANGED_CHANNEL = 'bank_changed';

interface CachedQuestion {
  id: string;
  categoryCode: CategoryCode;
  /** The record already serialized to bytes: hot reads only copy buffers. */
  json: Buffer;
}

export interface BankSnapshot {
  all: CachedQuestion[];
  /** Ids of the active questions. */
  ids: ReadonlySet<string>;
  byCategory: Map<CategoryCode, CachedQuestion[]>;
  categories: CategoryRecord[];
  categoriesJson: Buffer;
  statsJson: Buffer;
}

/**
 * The learner-facing question bank, held in memory: the bank is small and read-mostly,
 * so hot reads never touch the database. Every write calls `changed()`, which drops the
 * snapshot here and, through NOTIFY, on every other instance sharing the database.
 */
export class QuestionBank {
  private snapshot: Promise<BankSnapshot> | undefined;
  private generation = 0;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    await this.database.listen(
      BANK_CHANGED_CHANNEL,
      () => this.invalidate(),
      () => this.invalidate(),
    );
  }

  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
  }

  /** Call after any committed change to questions or categories. */
  async changed(): Promise<void> {
    this.invalidate();
    await this.database.db.execute(`NOTIFY ${BANK_CHANGED_CHANNEL}`);
  }

  get(): Promise<BankSnapshot> {
    if (!this.snapshot) {
      const generation = this.generation;
      const loading = this.load();
      this.snapshot = loading;
      loading.catch(() => {
        if (this.generation === generation && this.snapshot === loading) this.snapshot = undefined;
      });
    }
    return this.snapshot;
  }

  private async load(): Promise<BankSnapshot> {
    const { db } = this.database;
    const [categoryRows, questionRows] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.displayOrder)),
      db
        .select()
        .from(questions)
        .where(isNull(questions.deletedAt))
        .orderBy(asc(questions.categoryCode), asc(questions.id)),
    ]);
    const byCategory = new Map<CategoryCode, CachedQuestion[]>(CATEGORY_CODES.map((c) => [c, []]));
    const all = questionRows.map((row) => {
      const cached = {
        id: row.id,
        categoryCode: row.categoryCode as CategoryCode,
        json: Buffer.from(JSON.stringify(toQuestionRecord(row))),
      };
      byCategory.get(cached.categoryCode)?.push(cached);
      return cached;
    });
    const categoryRecords: CategoryRecord[] = categoryRows.map((row) => ({
      id: row.code,
      code: row.code as CategoryCode,
      slug: row.slug,
      name: row.name,
      description: row.description,
      icon: row.icon,
      total_questions: byCategory.get(row.code as CategoryCode)?.length ?? 0,
      display_order: row.displayOrder,
    }));
    return {
      all,
      ids: new Set(all.map((q) => q.id)),
      byCategory,
      categories: categoryRecords,
      categoriesJson: Buffer.from(JSON.stringify({ data: categoryRecords })),
      statsJson: Buffer.from(
        JSON.stringify({
          totalQuestions: all.length,
          totalCategories: categoryRecords.length,
          questionsPerTest: QUESTIONS_PER_TEST,
        }),
      ),
    };
  }
}

/** Unbiased sample of `count` items (partial Fisher-Yates over a typed array of indices: fast for a hot path). */
export function sample<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const n = items.length;
  const k = Math.min(count, n);
  const indices = new Uint32Array(n);
  for (let i = 0; i < n; i += 1) indices[i] = i;
  const picked = new Array<T>(k);
  for (let i = 0; i < k; i += 1) {
    const j = i + Math.floor(random() * (n - i));
    const chosen = indices[j]!;
    indices[j] = indices[i]!;
    indices[i] = chosen;
    picked[i] = items[chosen]!;
  }
  return picked;
}

const OPEN = Buffer.from('{"data":[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');

/** `{"data":[...]}` assembled from the cached bytes of each question. */
export function questionsJson(items: readonly CachedQuestion[]): Buffer {
  const parts: Buffer[] = [OPEN];
  items.forEach((q, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(q.json);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
