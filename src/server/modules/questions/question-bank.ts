import { createHash } from 'node:crypto';
import { CATEGORY_CODES, type CategoryCode } from '../../../shared/categories.js';
import { QUESTIONS_PER_TEST } from '../../../shared/constants.js';
import type { CategoryRecord } from '../../../shared/contract/categories.js';
import type { LearnerStats } from '../../../shared/page-render.js';
import type { QuestionRecord, QuestionType } from '../../../shared/contract/questions.js';
import { loadBankRows, readBankRevision, type HelpTranslationRow } from './bank-repository.js';
import type { Database } from '../../db/client.js';
import { toQuestionRecord, translatedTexts, type QuestionTranslationRow } from '../../db/question-mapper.js';
import { LANGS, type Lang } from '../../../shared/constants.js';

/** Announced by the database's own triggers (migration 0006) on every write to the bank. */
const BANK_CHANGED_CHANNEL = 'bank_changed';
/** How often each instance compares its bank with the database's revision, in case a notification was lost. */
const REVISION_CHECK_MS = 30_000;

/** A question's answer key and the version it belongs to. */
interface CurrentKey {
  key: number;
  version: number;
}

export interface CachedQuestion {
  id: string;
  categoryCode: CategoryCode;
  type: QuestionType;
  outOfTest: boolean;
  /** Its authored difficulty: practice tests are drawn balanced by it (and by topic). */
  level: string;
  record: QuestionRecord;
  /** The record already serialized to bytes: hot reads only copy buffers. */
  json: Buffer;
}

/** The bank in one language, ready to serve. */
export interface LocaleBank {
  /** The bank's version (see BankSnapshot), for ETags on reads. */
  version: string;
  all: CachedQuestion[];
  byCategory: Map<CategoryCode, CachedQuestion[]>;
  byId: Map<string, CachedQuestion>;
  categories: CategoryRecord[];
  categoriesJson: Buffer;
  stats: LearnerStats;
  statsJson: Buffer;
}

export interface BankSnapshot {
  /**
   * A hash of everything learners are served (both languages): any change to a question or a
   * category gives a new version, and the same bank gives the same version on every instance.
   */
  version: string;
  /** The database's bank revision read before this snapshot was loaded. */
  revision: number;
  /** The correct option of every active question, by id (the same in every language). */
  /** Each active question's current answer key and version. */
  answerKey: ReadonlyMap<string, CurrentKey>;
  /** The same questions in every language. */
  locales: Record<Lang, LocaleBank>;
  /** The help-language texts admins wrote, by language and question (they replace the reviewed files'). */
  helpEdits: HelpEdits;
}

export type HelpEdits = ReadonlyMap<string, ReadonlyMap<string, HelpTranslationRow>>;

/**
 * The learner-facing question bank, held in memory: the bank is small and read-mostly, so hot
 * reads never touch the database. Any committed write to the bank, by whatever path, makes the
 * database notify every instance (statement triggers, decision 023), which drops its snapshot;
 * a check of the database's revision every 30 s catches a notification lost with a connection.
 */
export class QuestionBank {
  private snapshot: Promise<BankSnapshot> | undefined;
  /** The last snapshot loaded, and the load it came from. */
  private loaded: BankSnapshot | undefined;
  private loadedBy: Promise<BankSnapshot> | undefined;
  private generation = 0;
  private checkTimer: NodeJS.Timeout | undefined;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    await this.database.listen(
      BANK_CHANGED_CHANNEL,
      () => this.invalidate(),
      () => this.invalidate(),
    );
    this.checkTimer = setInterval(() => void this.checkRevision().catch(() => undefined), REVISION_CHECK_MS);
    this.checkTimer.unref();
  }

  stop(): void {
    clearInterval(this.checkTimer);
  }

  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
  }

  /**
   * Call after a committed change made through this instance: it serves the change at once,
   * without waiting for the database's notification (which still reaches every other instance).
   */
  changed(): void {
    this.invalidate();
  }

  /** Drops the snapshot if the database's revision moved on since it was loaded. */
  async checkRevision(): Promise<boolean> {
    const seen = this.loaded;
    // Nothing loaded, or a reload already under way: nothing to check.
    if (!seen || this.snapshot !== this.loadedBy) return false;
    const revision = await readBankRevision(this.database.db);
    if (revision === seen.revision || this.loaded !== seen) return false;
    this.invalidate();
    return true;
  }

  /** What /health reports: the version served (if loaded) and the revision it was loaded at. */
  served(): { version: string; revision: number } | undefined {
    return this.loaded && { version: this.loaded.version, revision: this.loaded.revision };
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
      loading.then(
        (snapshot) => {
          if (this.generation !== generation) return;
          this.loaded = snapshot;
          this.loadedBy = loading;
        },
        () => {
          if (this.generation === generation && this.snapshot === loading) this.snapshot = undefined;
        },
      );
    }
    return this.snapshot;
  }

  private async load(): Promise<BankSnapshot> {
    // Read first: a change committed while the rows load gives a newer revision at the next check.
    const revision = await readBankRevision(this.database.db);
    const rows = await loadBankRows(this.database.db);
    const built = LANGS.map((lang) => localeBankOf(lang, rows));
    const hash = createHash('sha256');
    for (const bank of built) {
      hash.update(bank.categoriesJson);
      for (const q of bank.all) hash.update(q.json);
    }
    const helpEdits = new Map<string, Map<string, HelpTranslationRow>>();
    for (const row of rows.helpTranslationRows) {
      hash.update(JSON.stringify(row));
      const edits = helpEdits.get(row.lang) ?? new Map<string, HelpTranslationRow>();
      helpEdits.set(row.lang, edits.set(row.questionId, row));
    }
    const version = hash.digest('base64url').slice(0, 22);
    const locales = Object.fromEntries(built.map((bank, i) => [LANGS[i], { ...bank, version }])) as BankSnapshot['locales'];
    const answerKey = new Map(rows.questionRows.map((row) => [row.id, { key: row.correctAnswer, version: row.version }]));
    return { version, revision, answerKey, locales, helpEdits };
  }
}

type BankRows = Awaited<ReturnType<typeof loadBankRows>>;

/**
 * The bank in one language. Every language holds the same questions in the same order (a
 * question without a translation keeps its English texts, marked `lang: 'en'`), so the same
 * draw or the same ids give the same questions in either language.
 */
function localeBankOf(lang: Lang, { categoryRows, questionRows, questionTranslationRows, categoryTranslationRows }: BankRows): Omit<LocaleBank, 'version'> {
  const translations = new Map(questionTranslationRows.filter((t) => t.locale === lang).map((t) => [t.questionId, t]));
  const byCategory = new Map<CategoryCode, CachedQuestion[]>(CATEGORY_CODES.map((c) => [c, []]));
  const all = questionRows.map((row) => {
    const record = localizedRecord(toQuestionRecord(row), lang, translations.get(row.id));
    const cached: CachedQuestion = {
      id: row.id,
      categoryCode: row.categoryCode as CategoryCode,
      type: row.type as QuestionType,
      outOfTest: row.outOfTest,
      level: row.difficulty,
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
    version: row.version,
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
