import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { AnswerAttempt, Attempt, MarksClearedAttempt, RoundAttempt } from './attempt';
import { LearningRecord, type LearningSnapshot } from './learning-record';
import { replayQuestion } from './question-state';
import { openRecordDb } from './record-db';

const T0 = Date.parse('2026-11-01T12:00:00Z');
let dbCount = 0;
/** A record over its own fresh database (and the name, to open it again as a reload would). */
function freshRecord(legacy?: ConstructorParameters<typeof LearningRecord>[1]) {
  const name = `record-test-${(dbCount += 1)}`;
  return { name, record: new LearningRecord(() => openRecordDb(name), legacy) };
}
const reopen = (name: string) => new LearningRecord(() => openRecordDb(name));

let n = 0;
const answer = (questionId: string, ok: boolean, at: number, extra: Partial<AnswerAttempt> = {}): AnswerAttempt => ({
  kind: 'answer',
  id: `answer-${(n += 1)}`,
  at,
  questionId,
  category: questionId.slice(0, 3).toUpperCase(),
  ok,
  choice: ok ? 0 : 1,
  mode: 'test',
  ...extra,
});
const round = (at: number, ids: string[], right: boolean[]): RoundAttempt => ({
  kind: 'round',
  id: `round-${(n += 1)}`,
  at,
  mode: 'test',
  timing: 'standard',
  category: null,
  questionIds: ids,
  categories: ids.map((id) => id.slice(0, 3).toUpperCase()),
  choices: right.map((r) => (r ? 0 : 1)),
  right,
  versions: ids.map(() => null),
  seconds: 300,
});

/** What screens see, in a form two records can be compared by. */
const view = (s: LearningSnapshot) => ({
  questions: [...s.questions.values()].sort((a, b) => (a.questionId < b.questionId ? -1 : 1)),
  rounds: s.rounds.map((r) => r.id),
  read: [...s.read].sort(),
  days: s.days,
  answers: s.answers,
});

describe('the learning record', () => {
  it('derives each question\'s state as answers are recorded, and reads it back after a reload', async () => {
    const { name, record } = freshRecord();
    await record.ready();
    expect(record.getSnapshot().status).toBe('ready');
    const listener = vi.fn();
    record.subscribe(listener);
    await record.record([answer('geo-001', false, T0, { ms: 4000 }), answer('geo-001', true, T0 + 60_000, { ms: 2000 }), answer('his-002', true, T0)]);
    expect(listener).toHaveBeenCalled();
    const state = record.getSnapshot().questions.get('geo-001');
    expect(state).toMatchObject({ seen: 2, right: 1, firstOk: false, lastOk: true, afterMiss: 1, rightAfterMiss: 1 });
    expect(state?.card?.reps).toBe(2);
    expect(record.getSnapshot().answers).toBe(3);
    expect(record.getSnapshot().days).toEqual({ [dayOf(T0)]: { answers: 3, ms: 6000 } });

    const again = reopen(name);
    await again.ready();
    expect(view(again.getSnapshot())).toEqual(view(record.getSnapshot()));
    expect((await again.attempts()).map((a) => a.id)).toHaveLength(3);
  });

  it('keeps rounds, flashcard marks and their reset, and sections read', async () => {
    const { record } = freshRecord();
    const test = round(T0, ['gov-001', 'gov-002'], [true, false]);
    const known = answer('sym-001', true, T0 + 1, { mode: 'flashcard', choice: null });
    const review = answer('sym-002', false, T0 + 2, { mode: 'flashcard', choice: null });
    await record.record([test, known, review, { kind: 'read', id: 'read-1', at: T0 + 3, chapter: '05-how-canadians-govern-themselves', section: 'three-parts' }]);
    let snap = record.getSnapshot();
    expect(snap.rounds.map((r) => r.id)).toEqual([test.id]);
    expect(snap.questions.get('sym-001')?.mark).toBe('known');
    expect(snap.questions.get('sym-002')?.mark).toBe('review');
    expect(snap.read.get('05-how-canadians-govern-themselves/three-parts')).toBe(T0 + 3);
    const cleared: MarksClearedAttempt = { kind: 'marks-cleared', id: 'clear-1', at: T0 + 10, questionIds: ['sym-001', 'sym-002'] };
    await record.record([cleared, answer('sym-002', true, T0 + 11, { mode: 'flashcard', choice: null })]);
    snap = record.getSnapshot();
    expect(snap.questions.get('sym-001')?.mark).toBeNull();
    expect(snap.questions.get('sym-002')?.mark).toBe('known');
    // The reset clears marks only: what was learnt stays.
    expect(snap.questions.get('sym-001')?.seen).toBe(1);
  });

  it('adds an attempt once, however often it is merged', async () => {
    const { record } = freshRecord();
    const attempts = [answer('geo-001', true, T0), answer('geo-002', false, T0 + 1), round(T0 + 2, ['geo-001'], [true])];
    expect(await record.merge(attempts)).toBe(3);
    const before = view(record.getSnapshot());
    expect(await record.merge(attempts)).toBe(0);
    expect(await record.merge([...attempts, ...attempts])).toBe(0);
    expect(view(record.getSnapshot())).toEqual(before);
  });

  it('replays a question when an older answer arrives after newer ones (another device\'s)', async () => {
    const { record } = freshRecord();
    const late = answer('geo-001', false, T0);
    const early = [answer('geo-001', true, T0 + 1000), answer('geo-001', true, T0 + 2000)];
    await record.record(early);
    await record.merge([late]);
    expect(record.getSnapshot().questions.get('geo-001')).toEqual(replayQuestion('geo-001', [late, ...early]));
    expect(record.getSnapshot().questions.get('geo-001')).toMatchObject({ firstOk: false, seen: 3, afterMiss: 1 });
  });

  it('replays many questions at once the same way (a merge of another device\'s months)', async () => {
    const { record } = freshRecord();
    const ids = Array.from({ length: 60 }, (_, i) => `geo-${String(i).padStart(3, '0')}`);
    const later = ids.map((id, i) => answer(id, i % 2 === 0, T0 + 10_000 + i));
    const earlier = ids.flatMap((id, i) => [answer(id, i % 3 === 0, T0 + i), answer(id, true, T0 + 5_000 + i)]);
    await record.record(later);
    expect(await record.merge(earlier)).toBe(120);
    for (const id of ids) expect(record.getSnapshot().questions.get(id)).toEqual(replayQuestion(id, [...later, ...earlier]));
  });

  it('ends the same on two devices whatever order their attempts meet in', async () => {
    const ids = ['geo-001', 'geo-002', 'his-003'];
    const attemptArb = fc.oneof(
      fc.record({ q: fc.constantFrom(...ids), ok: fc.boolean(), t: fc.integer({ min: 0, max: 5_000_000_000 }), flashcard: fc.boolean(), sure: fc.boolean() }).map(
        ({ q, ok, t, flashcard, sure }): Attempt => answer(q, ok, T0 + t, flashcard ? { mode: 'flashcard', choice: null } : { sure }),
      ),
      fc.integer({ min: 0, max: 5_000_000_000 }).map((t): Attempt => ({ kind: 'marks-cleared', id: `clear-${(n += 1)}`, at: T0 + t, questionIds: ids.slice(0, 2) })),
      fc.integer({ min: 0, max: 5_000_000_000 }).map((t): Attempt => round(T0 + t, ids, [true, false, true])),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(attemptArb, { maxLength: 12 }), fc.array(attemptArb, { maxLength: 12 }), fc.array(attemptArb, { maxLength: 6 }), async (onA, onB, onBoth) => {
        const a = freshRecord().record;
        const b = freshRecord().record;
        for (const attempt of [...onBoth, ...onA]) await a.record([attempt]);
        for (const attempt of [...onB, ...onBoth].reverse()) await b.record([attempt]);
        await a.merge(await b.attempts());
        await b.merge(await a.attempts());
        expect(view(a.getSnapshot())).toEqual(view(b.getSnapshot()));
        // …and the same as replaying everything from scratch.
        const all = [...onA, ...onB, ...onBoth];
        for (const id of ids) expect(a.getSnapshot().questions.get(id)).toEqual(replayQuestion(id, all));
      }),
      { numRuns: 40 },
    );
  });

  it('applies an attempt the log has but the derived state missed (a write cut short)', async () => {
    const { name, record } = freshRecord();
    await record.record([answer('geo-001', true, T0)]);
    const db = await openRecordDb(name);
    await db.put('attempts', { ...answer('geo-001', false, T0 + 1000), seq: 99 });
    db.close();
    const again = reopen(name);
    await again.ready();
    await vi.waitFor(() => expect(again.getSnapshot().questions.get('geo-001')?.seen).toBe(2));
    expect(again.getSnapshot().answers).toBe(2);
    expect(Object.values(again.getSnapshot().days)).toEqual([{ answers: 2, ms: 0 }]);
  });

  it('rebuilds what it derives from the log when a release changes its format', async () => {
    const { name, record } = freshRecord();
    await record.record([answer('geo-001', true, T0), answer('geo-001', false, T0 + 1000), round(T0, ['geo-001'], [true])]);
    const db = await openRecordDb(name);
    await db.put('meta', { appliedSeq: 0, derivedFormat: 0 }, 'meta');
    await db.clear('questions');
    await db.clear('days');
    db.close();
    const again = reopen(name);
    await again.ready();
    expect(view(again.getSnapshot())).toEqual(view(record.getSnapshot()));
  });

  it('keeps the record for the visit when storage is blocked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const record = new LearningRecord(() => Promise.reject(new DOMException('blocked', 'SecurityError')));
    await record.record([answer('geo-001', true, T0)]);
    expect(record.getSnapshot().status).toBe('memory-only');
    expect(record.getSnapshot().questions.get('geo-001')?.seen).toBe(1);
    expect(await record.attempts()).toHaveLength(1);
  });

  it('moves an older release\'s data in once, even if the move is cut short and runs again', async () => {
    const legacy = [answer('geo-001', true, T0), round(T0, ['geo-001'], [true])];
    const done = vi.fn(async () => undefined);
    const { name, record } = freshRecord(async () => ({ attempts: legacy, done }));
    await record.ready();
    expect(done).toHaveBeenCalledTimes(1);
    expect(record.getSnapshot().answers).toBe(1);
    // The old sections were not dropped (the tab closed): the next load offers the same attempts.
    const again = new LearningRecord(() => openRecordDb(name), async () => ({ attempts: legacy, done }));
    await again.ready();
    expect(again.getSnapshot().answers).toBe(1);
    expect(again.getSnapshot().rounds).toHaveLength(1);
  });

  it('replaces its progress with a file\'s: the file merged first, then only its attempts kept', async () => {
    const { name, record } = freshRecord();
    const mine = [answer('geo-001', false, T0), round(T0, ['geo-001'], [false])];
    const file = [answer('geo-001', true, T0 + 1), answer('his-001', true, T0 + 2)];
    await record.record(mine);
    await record.merge(file);
    await record.retainOnly(new Set(file.map((a) => a.id)));
    expect(record.getSnapshot().rounds).toEqual([]);
    expect(record.getSnapshot().answers).toBe(2);
    expect(record.getSnapshot().questions.get('geo-001')).toEqual(replayQuestion('geo-001', file));
    const again = reopen(name);
    await again.ready();
    expect(view(again.getSnapshot())).toEqual(view(record.getSnapshot()));
  });

  it('forgets everything on reset', async () => {
    const { name, record } = freshRecord();
    await record.record([answer('geo-001', true, T0), round(T0, ['geo-001'], [true])]);
    await record.clear();
    expect(view(record.getSnapshot())).toEqual({ questions: [], rounds: [], read: [], days: {}, answers: 0 });
    const again = reopen(name);
    await again.ready();
    expect(await again.attempts()).toEqual([]);
  });
});

function dayOf(at: number) {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
