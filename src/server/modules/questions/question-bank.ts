import { CATEGORY_CODES, type CategoryCode } from '../../../shared/categories.js';
import { QUESTIONS_PER_TEST } from '../../../shared/constants.js';
import type { CategoryRecord } from '../../../shared/contract/categories.js';
import type { LearnerStats } from '../../../shared/page-render.js';
import type { QuestionRecord, QuestionType } from '../../../shared/contract/questions.js';
import { loadBankRows } from './bank-repository.js';
import type { Database } from '../../db/client.js';
import { toQuestionRecord, translatedTexts, type QuestionTranslationRow } from '../../db/question-mapper.js';
import { LANGS, type Lang } from '../../../shared/constants.js';

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
  /** The same questions in every language. */
  locales: Record<Lang, LocaleBank>;
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

  /** The bank in one language. */
  async inLocale(lang: Lang = 'en'): Promise<LocaleBank> {
    return (await this.get()).locales[lang];
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
    const rows = await loadBankRows(this.database.db);
    const locales = Object.fromEntries(LANGS.map((lang) => [lang, localeBankOf(lang, rows)])) as BankSnapshot['locales'];
    return { answerKey: new Map(rows.questionRows.map((row) => [row.id, row.correctAnswer])), locales };
  }
}

type BankRows = Awaited<ReturnType<typeof loadBankRows>>;

/**
 * The bank in one language. Every language holds the same questions in the same order (a
 * question without a translation keeps its English texts, marked `lang: 'en'`), so the same
 * draw or the same ids give the same questions in either language.
 */
function localeBankOf(lang: Lang, { categoryRows, questionRows, questionTranslationRows, categoryTranslationRows }: BankRows): LocaleBank {
  const translations = new Map(questionTranslationRows.filter((t) => t.locale === lang).map((t) => [t.questionId, t]));
  const byCategory = new Map<CategoryCode, CachedQuestion[]>(CATEGORY_CODES.map((c) => [c, []]));
  const all = questionRows.map((row) => {
    const record = localizedRecord(toQuestionRecord(row), lang, translations.get(row.id));
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
  const categoryNames = new Map(categoryTranslationRows.filter((t) => t.locale === lang).map((t) => [t.code, t]));
  const categoryRecords: CategoryRecord[] = categoryRows.map((row) => ({
    id: row.code,
    code: row.code as CategoryCode,
    slug: row.slug,
    name: categoryNames.get(row.code)?.name ?? row.name,
    description: categoryNames.get(row.code)?.description ?? row.description,
    icon: row.icon,
    total_questions: byCategory.get(row.code as CategoryCode)?.length ?? 0,
    display_order: row.displayOrder,
  }));
  const stats: LearnerStats = { totalQuestions: all.length, totalCategories: categoryRecords.length, questionsPerTest: QUESTIONS_PER_TEST };
  return {
    all,
    byCategory,
    byId: new Map(all.map((q) => [q.id, q])),
    categories: categoryRecords,
    categoriesJson: Buffer.from(JSON.stringify({ data: categoryRecords })),
    stats,
    statsJson: Buffer.from(JSON.stringify(stats)),
  };
}

function localizedRecord(english: QuestionRecord, lang: Lang, translation: QuestionTranslationRow | undefined): QuestionRecord {
  if (lang === 'en' || !translation) return { ...english, lang: 'en' };
  return { ...english, ...translatedTexts(translation), lang };
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
