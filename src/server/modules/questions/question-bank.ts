import { CATEGORY_CODES, type CategoryCode } from '../../../shared/categories.js';
import { QUESTIONS_PER_TEST } from '../../../shared/constants.js';
import type { CategoryRecord } from '../../../shared/contract/categories.js';
import type { ContentLocale } from '../../../shared/contract/question-content.js';
import type { LearnerStats } from '../../../shared/page-render.js';
import type { QuestionRecord, QuestionType } from '../../../shared/contract/questions.js';
import { loadBankRows } from './bank-repository.js';
import type { Database } from '../../db/client.js';
import { toQuestionRecord } from '../../db/question-mapper.js';

const BANK_CHANGED_CHANNEL = 'bank_changed';

interface CachedQuestion {
  id: string;
  categoryCode: CategoryCode;
  type: QuestionType;
  outOfTest: boolean;
  record: QuestionRecord;
  /** The record already serialized to bytes: hot reads only copy buffers. */
  json: Buffer;
}

/** The bank in one language, ready to serve. */
export interface LocaleBank {
  all: CachedQuestion[];
  byCategory: Map<CategoryCode, CachedQuestion[]>;
  byId: Map<string, CachedQuestion>;
  categories: CategoryRecord[];
  categoriesJson: Buffer;
  stats: LearnerStats;
  statsJson: Buffer;
}

export interface BankSnapshot {
  /** The correct option of every active question, by id (the same in every language). */
  answerKey: ReadonlyMap<string, number>;
  /** English always; other languages once their translations exist. */
  locales: { en: LocaleBank } & Partial<Record<ContentLocale, LocaleBank>>;
}

/** The bank in a language, falling back to English. */
function localeBank(snapshot: BankSnapshot, locale: ContentLocale = 'en'): LocaleBank {
  return snapshot.locales[locale] ?? snapshot.locales.en;
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

  /** The bank in one language (English when that language has no translations yet). */
  async inLocale(locale: ContentLocale = 'en'): Promise<LocaleBank> {
    return localeBank(await this.get(), locale);
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
    const { categoryRows, questionRows } = await loadBankRows(this.database.db);
    const byCategory = new Map<CategoryCode, CachedQuestion[]>(CATEGORY_CODES.map((c) => [c, []]));
    const all = questionRows.map((row) => {
      const record = toQuestionRecord(row);
      const cached: CachedQuestion = {
        id: row.id,
        categoryCode: row.categoryCode as CategoryCode,
        type: row.type as QuestionType,
        outOfTest: row.outOfTest,
        record,
        json: Buffer.from(JSON.stringify(record)),
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
    const stats: LearnerStats = { totalQuestions: all.length, totalCategories: categoryRecords.length, questionsPerTest: QUESTIONS_PER_TEST };
    const en: LocaleBank = {
      all,
      byCategory,
      byId: new Map(all.map((q) => [q.id, q])),
      categories: categoryRecords,
      categoriesJson: Buffer.from(JSON.stringify({ data: categoryRecords })),
      stats,
      statsJson: Buffer.from(JSON.stringify(stats)),
    };
    return { answerKey: new Map(questionRows.map((row) => [row.id, row.correctAnswer])), locales: { en } };
  }
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
