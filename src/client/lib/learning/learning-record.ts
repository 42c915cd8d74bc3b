import type { Attempt, RoundAttempt } from './attempt';
import { byTime } from './attempt';
import { localDay } from './local-day';
import { openRecordDb, type DayTotal, type RecordDb, type RecordMeta, type StoredAttempt } from './record-db';
import { isInOrder, newQuestionState, replayQuestion, withAnswer, withMarksCleared, type QuestionState } from './question-state';

/** Bumped when the derived stores change shape: they are then rebuilt from the log. */
const DERIVED_FORMAT = 1;

type RecordStatus = 'loading' | 'ready' | 'memory-only';

/** Everything derived from the log that screens read, synchronously. */
export interface LearningSnapshot {
  status: RecordStatus;
  /** Per question answered (or marked): schedule, counts, mark. */
  questions: ReadonlyMap<string, QuestionState>;
  /** Finished tests, drills and practice rounds, oldest first. */
  rounds: readonly RoundAttempt[];
  /** Lesson sections read: "<chapter>/<section>" → when. */
  read: ReadonlyMap<string, number>;
  /** Answers per local day (YYYY-MM-DD) and the time spent on them. */
  days: Readonly<Record<string, { answers: number; ms: number }>>;
  /** Answers in the log. */
  answers: number;
}

const EMPTY: LearningSnapshot = { status: 'loading', questions: new Map(), rounds: [], read: new Map(), days: {}, answers: 0 };

type Days = Record<string, { answers: number; ms: number }>;

/** The per-day totals after these attempts (answers only; order does not matter), and the days changed. */
function addDays(days: Readonly<Days>, attempts: readonly Attempt[]): { days: Days; changed: DayTotal[] } {
  const next: Days = { ...days };
  const changed = new Set<string>();
  for (const attempt of attempts) {
    if (attempt.kind !== 'answer') continue;
    const key = localDay(attempt.at);
    const before = next[key] ?? { answers: 0, ms: 0 };
    next[key] = { answers: before.answers + 1, ms: before.ms + (attempt.ms ?? 0) };
    changed.add(key);
  }
  return { days: next, changed: [...changed].map((day) => ({ day, ...next[day]! })) };
}

const questionIdsOf = (attempt: Attempt): string[] => (attempt.kind === 'answer' ? [attempt.questionId] : attempt.kind === 'marks-cleared' ? attempt.questionIds : []);

/**
 * The learner's record (decision 034): one writer (`record`), an append-only log of attempts in
 * IndexedDB, and what is derived from it, kept up to date per attempt and read synchronously by
 * every screen. Merging (an import, another device) adds attempts by id, so it is idempotent and
 * order-independent: questions touched out of time order are replayed from their own attempts.
 */
export class LearningRecord {
  private snapshot: LearningSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private loading: Promise<void> | undefined;
  private db: RecordDb | undefined;
  private meta: RecordMeta = { appliedSeq: 0, derivedFormat: DERIVED_FORMAT };
  /** Memory-only mode: the log held here for the visit. */
  private memoryLog: Attempt[] = [];
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly open: () => Promise<RecordDb> = () => openRecordDb(),
    /** Attempts carried over from an older store on first load (the migration), or none. */
    private readonly legacy: () => Promise<{ attempts: Attempt[]; done: () => Promise<void> } | undefined> = async () => undefined,
  ) {}

  readonly getSnapshot = (): LearningSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  ready(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  /** Records new attempts (an answer, a finished round, a read section…): the one writer of the record. */
  async record(attempts: readonly Attempt[]): Promise<void> {
    await this.serially(() => this.add(attempts));
  }

  /** Adds attempts made elsewhere (an import, another device): those already here are skipped. Resolves with how many were new. */
  merge(attempts: readonly Attempt[]): Promise<number> {
    return this.serially(() => this.add(attempts));
  }

  /** The whole log, in time order (export and sync). */
  async attempts(): Promise<Attempt[]> {
    await this.ready();
    await this.writing;
    if (!this.db) return [...this.memoryLog].sort(byTime);
    const stored = await this.db.getAll('attempts');
    return stored.map(withoutSeq).sort(byTime);
  }

  /**
   * Keeps only these attempts (an import that replaces the progress: the file is merged first, so
   * a failure half way loses nothing), and derives everything again from what is left.
   */
  retainOnly(ids: ReadonlySet<string>): Promise<void> {
    return this.serially(async () => {
      if (!this.db) {
        this.memoryLog = this.memoryLog.filter((a) => ids.has(a.id));
        const states = new Map<string, QuestionState>();
        const kept = [...this.memoryLog].sort(byTime);
        for (const a of kept) apply(states, a);
        this.publish(snapshotOf(this.snapshot.status, states, kept, addDays({}, kept).days));
        return;
      }
      const tx = this.db.transaction('attempts', 'readwrite');
      const keys = await tx.store.getAllKeys();
      await Promise.all([...keys.filter((k) => !ids.has(k)).map((k) => tx.store.delete(k)), tx.done]);
      await this.rebuild();
      const all = (await this.db.getAll('attempts')).map(withoutSeq).sort(byTime);
      this.publish(snapshotOf('ready', new Map((await this.db.getAll('questions')).map((q) => [q.questionId, q])), all, addDays({}, all).days));
    });
  }

  /** Attempts added on this device after a local sequence number (what a sync has not sent yet), and the last number. */
  async attemptsAfter(seq: number): Promise<{ attempts: Attempt[]; lastSeq: number }> {
    await this.ready();
    await this.writing;
    if (!this.db) return { attempts: [], lastSeq: seq };
    const stored = await this.db.getAllFromIndex('attempts', 'seq', IDBKeyRange.lowerBound(seq, true));
    return { attempts: stored.map(withoutSeq), lastSeq: stored.reduce((max, a) => Math.max(max, a.seq), seq) };
  }

  /** Forgets everything (Reset on /progress). */
  clear(): Promise<void> {
    return this.serially(async () => {
      this.memoryLog = [];
      this.meta = { appliedSeq: this.meta.appliedSeq, derivedFormat: DERIVED_FORMAT };
      if (this.db) {
        const tx = this.db.transaction(['attempts', 'questions', 'days', 'meta'], 'readwrite');
        await Promise.all([tx.objectStore('attempts').clear(), tx.objectStore('questions').clear(), tx.objectStore('days').clear(), tx.objectStore('meta').put(this.meta, 'meta'), tx.done]);
      }
      this.publish({ ...EMPTY, status: this.snapshot.status });
    });
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const previous = this.writing;
    const run = this.ready().then(() => previous.then(task, task));
    this.writing = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<void> {
    try {
      this.db = await this.open();
      this.meta = (await this.db.get('meta', 'meta')) ?? { appliedSeq: 0, derivedFormat: DERIVED_FORMAT };
      if (this.meta.derivedFormat !== DERIVED_FORMAT) await this.rebuild();
      const questions = new Map((await this.db.getAll('questions')).map((q) => [q.questionId, q]));
      // Attempts written but not yet applied (a derived format rebuilt, or an older write): apply them now.
      const pending = await this.db.getAllFromIndex('attempts', 'seq', IDBKeyRange.lowerBound(this.meta.appliedSeq, true));
      this.publish({
        status: 'ready',
        questions,
        rounds: (await this.db.getAllFromIndex('attempts', 'kind', 'round')).map(withoutSeq).sort(byTime) as RoundAttempt[],
        read: readMap((await this.db.getAllFromIndex('attempts', 'kind', 'read')).map(withoutSeq)),
        days: Object.fromEntries((await this.db.getAll('days')).map(({ day, answers, ms }) => [day, { answers, ms }])),
        answers: await this.db.countFromIndex('attempts', 'kind', 'answer'),
      });
      if (pending.length > 0) await this.applyStored(pending);
    } catch (error) {
      console.warn('Browser storage is blocked: the learning record is kept for this visit only', error);
      this.db = undefined;
      this.publish({ ...EMPTY, status: 'memory-only' });
    }
    const legacy = await this.legacy().catch(() => undefined);
    if (legacy && legacy.attempts.length > 0) {
      await this.add(legacy.attempts);
      if (this.db) await legacy.done();
    } else if (legacy) await legacy.done();
  }

  /** Recomputes every derived store from the log (a new derived format). */
  private async rebuild(): Promise<void> {
    const db = this.db!;
    const all = (await db.getAll('attempts')).sort(byTime);
    const states = new Map<string, QuestionState>();
    for (const attempt of all) apply(states, attempt);
    const { changed } = addDays({}, all);
    // Local numbers only grow (a sync remembers up to which one it has sent), even when attempts were removed.
    this.meta = { appliedSeq: all.reduce((max, a) => Math.max(max, a.seq), this.meta.appliedSeq), derivedFormat: DERIVED_FORMAT };
    const tx = db.transaction(['questions', 'days', 'meta'], 'readwrite');
    await Promise.all([tx.objectStore('questions').clear(), tx.objectStore('days').clear()]);
    await Promise.all([
      ...[...states.values()].map((q) => tx.objectStore('questions').put(q)),
      ...changed.map((d) => tx.objectStore('days').put(d)),
      tx.objectStore('meta').put(this.meta, 'meta'),
      tx.done,
    ]);
  }

  /** Applies attempts already in the log to the derived state (after an interrupted write). */
  private async applyStored(attempts: readonly StoredAttempt[]): Promise<void> {
    const ids = new Set(attempts.flatMap(questionIdsOf));
    const replayed = await this.replay(ids, []);
    const { days, changed } = addDays(this.snapshot.days, attempts);
    await this.persist([], replayed, changed, Math.max(this.meta.appliedSeq, ...attempts.map((a) => a.seq)));
    // The answers count was read from the log itself: these are in it already.
    this.publishWith(replayed, days, 0, []);
  }

  private async add(incoming: readonly Attempt[]): Promise<number> {
    const known = this.db ? await this.knownIds(incoming) : new Set(this.memoryLog.map((a) => a.id));
    const seen = new Set<string>();
    const attempts = incoming.filter((a) => !known.has(a.id) && !seen.has(a.id) && seen.add(a.id)).sort(byTime);
    if (attempts.length === 0) return 0;
    // In time order after what each question has seen: applied one by one; otherwise the question is replayed.
    const states = new Map(this.snapshot.questions);
    const touched = new Map<string, QuestionState>();
    const replay = new Set<string>();
    for (const attempt of attempts) {
      for (const id of questionIdsOf(attempt)) {
        if (replay.has(id)) continue;
        const state = states.get(id);
        if (!isInOrder(state, attempt)) {
          replay.add(id);
          continue;
        }
        let next: QuestionState | undefined;
        if (attempt.kind === 'answer') next = withAnswer(state ?? newQuestionState(id, attempt.category), attempt);
        else if (attempt.kind === 'marks-cleared') next = withMarksCleared(state ?? newQuestionState(id, ''), attempt);
        if (!next) continue;
        states.set(id, next);
        touched.set(id, next);
      }
    }
    for (const id of replay) touched.delete(id);
    const replayed = await this.replay(replay, attempts);
    for (const [id, state] of replayed) touched.set(id, state);
    const { days, changed } = addDays(this.snapshot.days, attempts);
    let seq = this.meta.appliedSeq;
    const stored = attempts.map((a) => ({ ...a, seq: (seq += 1) }));
    if (this.db) await this.persist(stored, touched, changed, seq);
    else this.memoryLog.push(...attempts);
    this.meta = { ...this.meta, appliedSeq: seq };
    this.publishWith(touched, days, attempts.filter((a) => a.kind === 'answer').length, attempts);
    return attempts.length;
  }

  private async knownIds(attempts: readonly Attempt[]): Promise<Set<string>> {
    const tx = this.db!.transaction('attempts');
    const found = await Promise.all(attempts.map((a) => tx.store.getKey(a.id)));
    await tx.done;
    return new Set(found.filter((k): k is string => k !== undefined));
  }

  /** These questions' states from all their attempts (stored and about to be added). */
  private async replay(questionIds: ReadonlySet<string>, adding: readonly Attempt[]): Promise<Map<string, QuestionState>> {
    const out = new Map<string, QuestionState>();
    if (questionIds.size === 0) return out;
    const clears = this.db ? (await this.db.getAllFromIndex('attempts', 'kind', 'marks-cleared')).map(withoutSeq) : this.memoryLog.filter((a) => a.kind === 'marks-cleared');
    // Many questions at once (a merge of another device's years): one read of every answer beats one read per question.
    const grouped = !this.db || questionIds.size > REPLAY_ONE_BY_ONE ? groupAnswers(this.db ? (await this.db.getAllFromIndex('attempts', 'kind', 'answer')).map(withoutSeq) : this.memoryLog) : undefined;
    for (const id of questionIds) {
      const own = grouped ? (grouped.get(id) ?? []) : (await this.db!.getAllFromIndex('attempts', 'questionId', id)).map(withoutSeq);
      const all = [...own, ...clears, ...adding];
      const state = replayQuestion(id, dedupe(all), this.snapshot.questions.get(id)?.category);
      if (state) out.set(id, state);
    }
    return out;
  }

  private async persist(attempts: readonly StoredAttempt[], questions: ReadonlyMap<string, QuestionState>, days: readonly DayTotal[], appliedSeq: number): Promise<void> {
    const db = this.db!;
    const meta: RecordMeta = { appliedSeq, derivedFormat: DERIVED_FORMAT };
    // One transaction: the log and what is derived from it never disagree.
    const tx = db.transaction(['attempts', 'questions', 'days', 'meta'], 'readwrite');
    await Promise.all([
      ...attempts.map((a) => tx.objectStore('attempts').put(a)),
      ...[...questions.values()].map((q) => tx.objectStore('questions').put(q)),
      ...days.map((d) => tx.objectStore('days').put(d)),
      tx.objectStore('meta').put(meta, 'meta'),
      tx.done,
    ]);
    this.meta = meta;
  }

  private publishWith(touched: ReadonlyMap<string, QuestionState>, days: Days, newAnswers: number, added: readonly Attempt[]): void {
    const questions = touched.size === 0 ? this.snapshot.questions : new Map([...this.snapshot.questions, ...touched]);
    const rounds = added.some((a) => a.kind === 'round') ? [...this.snapshot.rounds, ...added.filter((a): a is RoundAttempt => a.kind === 'round')].sort(byTime) : this.snapshot.rounds;
    const reads = added.filter((a) => a.kind === 'read');
    const read = reads.length === 0 ? this.snapshot.read : new Map([...this.snapshot.read, ...readMap(reads)]);
    this.publish({ ...this.snapshot, questions, rounds, read, days, answers: this.snapshot.answers + newAnswers });
  }

  private publish(next: LearningSnapshot): void {
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }
}

/** Up to this many questions to replay, each reads its own answers; beyond, all answers are read once. */
const REPLAY_ONE_BY_ONE = 40;

function groupAnswers(attempts: readonly Attempt[]): Map<string, Attempt[]> {
  const byQuestion = new Map<string, Attempt[]>();
  for (const a of attempts) if (a.kind === 'answer') (byQuestion.get(a.questionId) ?? byQuestion.set(a.questionId, []).get(a.questionId)!).push(a);
  return byQuestion;
}

function snapshotOf(status: RecordStatus, questions: ReadonlyMap<string, QuestionState>, all: readonly Attempt[], days: Days): LearningSnapshot {
  return {
    status,
    questions,
    rounds: all.filter((a): a is RoundAttempt => a.kind === 'round'),
    read: readMap(all),
    days,
    answers: all.filter((a) => a.kind === 'answer').length,
  };
}

function apply(states: Map<string, QuestionState>, attempt: Attempt): void {
  if (attempt.kind === 'answer') states.set(attempt.questionId, withAnswer(states.get(attempt.questionId) ?? newQuestionState(attempt.questionId, attempt.category), attempt));
  else if (attempt.kind === 'marks-cleared') for (const id of attempt.questionIds) states.set(id, withMarksCleared(states.get(id) ?? newQuestionState(id, ''), attempt));
}

const withoutSeq = ({ seq: _, ...attempt }: StoredAttempt): Attempt => attempt as Attempt;

function dedupe(attempts: readonly Attempt[]): Attempt[] {
  const byId = new Map<string, Attempt>();
  for (const a of attempts) byId.set(a.id, a);
  return [...byId.values()];
}

function readMap(attempts: readonly Attempt[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const a of attempts) if (a.kind === 'read') map.set(`${a.chapter}/${a.section}`, Math.max(map.get(`${a.chapter}/${a.section}`) ?? 0, a.at));
  return map;
}
