import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { firstReleaseResult } from '../../../../tests/support/learner-fixtures';
import { legacySections, migrateLearnerData, type RawLearnerData } from '../storage/migrations';
import { LearningRecord } from './learning-record';
import { legacyAttempts } from './legacy-record';
import { openRecordDb } from './record-db';

const DEVICE = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';
const T0 = Date.parse('2026-10-01T12:00:00Z');
let dbCount = 0;

/** What the record holds after a first load on a device whose store was written by an older release. */
async function afterUpgrade(raw: RawLearnerData) {
  const legacy = migrateLearnerData(raw).legacyLearning;
  const name = `legacy-test-${(dbCount += 1)}`;
  let dropped = 0;
  const provide = async () => (legacy ? { attempts: legacyAttempts(legacy, DEVICE), done: async () => void (dropped += 1) } : undefined);
  const record = new LearningRecord(() => openRecordDb(name), provide);
  await record.ready();
  // The same store met again (the tab closed before the old sections were dropped): nothing twice.
  const again = new LearningRecord(() => openRecordDb(name), provide);
  await again.ready();
  return { snapshot: again.getSnapshot(), first: record.getSnapshot(), dropped };
}

describe('learning data of every earlier store version moves into the record', () => {
  it('version 0: the first release\'s last result (localStorage) becomes a test and its answers', async () => {
    const { snapshot, first, dropped } = await afterUpgrade(legacySections({ lastTestResults: firstReleaseResult, learnerId: DEVICE }));
    expect(snapshot.rounds).toHaveLength(1);
    expect(snapshot.rounds[0]).toMatchObject({ questionIds: ['his-001', 'gov-002'], categories: ['HIS', 'GOV'], choices: [3, null], right: [true, false], seconds: 95 });
    expect(snapshot.answers).toBe(2);
    expect(snapshot.questions.get('gov-002')).toMatchObject({ seen: 1, right: 0, lastOk: false });
    expect(snapshot.answers).toBe(first.answers);
    expect(dropped).toBe(2);
  });

  it('version 1: a saved result with the bank\'s question records', async () => {
    const questions = [buildQuestionRecord(1, { category_code: 'GEO' }), buildQuestionRecord(2, { category_code: 'SYM' })];
    const lastResult = { ...firstReleaseResult, questions, answers: [questions[0]!.correct_answer, (questions[1]!.correct_answer + 1) % 4] };
    const { snapshot } = await afterUpgrade({ version: 1, sections: { learnerId: DEVICE, lastResult } });
    expect(snapshot.rounds[0]).toMatchObject({ questionIds: [questions[0]!.id, questions[1]!.id], categories: ['GEO', 'SYM'], right: [true, false] });
    expect(snapshot.questions.size).toBe(2);
  });

  it('version 2: the answer log, the history and the flashcard marks, with a reset of marks kept as a reset', async () => {
    const answers = [
      { id: 'geo-001', category: 'GEO', ok: false, choice: 1, at: T0, mode: 'test' },
      { id: 'geo-001', category: 'GEO', ok: true, choice: 0, at: T0 + 86_400_000, mode: 'test' },
      { id: 'sym-001', category: 'SYM', ok: true, choice: null, at: T0 + 1000, mode: 'flashcard' },
      { id: 'sym-002', category: 'SYM', ok: false, choice: null, at: T0 + 2000, mode: 'flashcard' },
    ];
    const history = [{ completedAt: new Date(T0).toISOString(), mode: 'test', timing: 'real', category: null, timeSpent: 800, questionIds: ['geo-001'], answers: [1], right: [false] }];
    // sym-001 keeps its mark; sym-002 was marked and then reset.
    const { snapshot } = await afterUpgrade({ version: 2, sections: { learnerId: DEVICE, answers, history, cardMarks: { 'sym-001': 'known' } } });
    expect(snapshot.answers).toBe(4);
    expect(snapshot.rounds.map((r) => [r.timing, r.seconds])).toEqual([['real', 800]]);
    expect(snapshot.questions.get('geo-001')).toMatchObject({ seen: 2, firstOk: false, lastOk: true, afterMiss: 1, rightAfterMiss: 1 });
    expect(snapshot.questions.get('sym-001')?.mark).toBe('known');
    expect(snapshot.questions.get('sym-002')?.mark).toBeNull();
    expect(snapshot.questions.get('sym-002')?.seen).toBe(1);
  });

  it('a store with no learning data moves nothing', async () => {
    const { snapshot, dropped } = await afterUpgrade({ version: 2, sections: { learnerId: DEVICE, goal: { testDate: null } } });
    expect(snapshot.answers).toBe(0);
    expect(dropped).toBe(0);
  });
});
