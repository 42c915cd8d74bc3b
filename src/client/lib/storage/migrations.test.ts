import { describe, expect, it } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { emptyLearnerData, LEARNER_DATA_VERSION } from './learner-data';
import { legacySections, migrateLearnerData } from './migrations';

/** A ca_last_test_results value exactly as the first release wrote it (two questions). */
const firstReleaseResult = {
  score: 50,
  totalQuestions: 2,
  correctAnswers: 1,
  timeSpent: 95,
  passed: false,
  category: null,
  completedAt: '2026-11-01T10:00:00.000Z',
  questions: [
    { questionId: 'his-001', question: 'Where?', options: ['Europe', 'Africa', 'South America', 'Asia'], userAnswer: 3, correctAnswer: 3, correct: true, explanation: 'Because.', memoryDevice: 'Globe.' },
    { questionId: 'gov-002', question: 'Who?', options: ['A', 'B', 'C', 'D'], userAnswer: null, correctAnswer: 1, correct: false, explanation: 'E.', memoryDevice: 'M.' },
  ],
};

describe('migrateLearnerData', () => {
  it('brings the first release localStorage values into the current shape', () => {
    const { data, setAside } = migrateLearnerData(
      legacySections({
        lastTestResults: firstReleaseResult,
        studyProgress: { HIS: { sectionsCompleted: 2, lastStudied: '2026-10-30T09:00:00.000Z' } },
        learnerId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff',
      }),
    );
    expect(setAside).toEqual([]);
    expect(data.learnerId).toBe('6f9619ff-8b86-4d11-b42d-00c04fc964ff');
    expect(data.studyProgress).toEqual({ HIS: { sectionsCompleted: 2, lastStudied: '2026-10-30T09:00:00.000Z' } });
    expect(data.lastResult).toMatchObject({ score: 50, totalQuestions: 2, answers: [3, null] });
    expect(data.lastResult?.questions.map((q) => [q.id, q.category_code, q.option_d, q.correct_answer, q.memory_device])).toEqual([
      ['his-001', 'HIS', 'Asia', 3, 'Globe.'],
      ['gov-002', 'GOV', 'D', 1, 'M.'],
    ]);
  });

  it('starts empty on a first visit', () => {
    expect(migrateLearnerData(legacySections({}))).toEqual({
      data: emptyLearnerData(),
      setAside: [],
    });
  });

  it('sets aside damaged sections and keeps the rest', () => {
    const { data, setAside } = migrateLearnerData({
      version: LEARNER_DATA_VERSION,
      sections: { lastResult: { score: 'lots' }, studyProgress: { HIS: { sectionsCompleted: 1, lastStudied: 'x' } }, learnerId: 42 },
    });
    expect(setAside).toEqual(['lastResult']);
    expect(data.lastResult).toBeNull();
    expect(data.studyProgress.HIS?.sectionsCompleted).toBe(1);
    expect(data.learnerId).toBeNull();
  });

  it('reads another site’s data as damaged, never as progress', () => {
    const { data, setAside } = migrateLearnerData(legacySections({ lastTestResults: '<html>', studyProgress: [1, 2, 3] }));
    expect(setAside.sort()).toEqual(['lastResult', 'studyProgress']);
    expect(data).toEqual(emptyLearnerData());
  });

  it('keeps a current-version result as it is', () => {
    const questions = [buildQuestionRecord(1), buildQuestionRecord(2)];
    const lastResult = { ...firstReleaseResult, questions, answers: [1, null] };
    const { data } = migrateLearnerData({ version: LEARNER_DATA_VERSION, sections: { lastResult } });
    expect(data.lastResult).toEqual(lastResult);
  });

  it('keeps a test in progress that checks out, and sets aside one that does not', () => {
    const questions = [buildQuestionRecord(1), buildQuestionRecord(2)];
    const testInProgress = {
      questions,
      answers: [1, null],
      flags: [false, true],
      current: 1,
      clock: { mode: 'real', limit: 2700, startedAt: 1_000, pausedMs: 0 },
      category: null,
      savedAt: 5_000,
    };
    expect(migrateLearnerData({ version: LEARNER_DATA_VERSION, sections: { testInProgress } }).data.testInProgress).toEqual(testInProgress);
    const inconsistent = { ...testInProgress, answers: [1] };
    const { data, setAside } = migrateLearnerData({ version: LEARNER_DATA_VERSION, sections: { testInProgress: inconsistent } });
    expect(data.testInProgress).toBeNull();
    expect(setAside).toEqual(['testInProgress']);
    // The kind of test is kept; a save from before it was recorded has none (a practice test).
    const drill = { ...testInProgress, mode: 'missed' };
    expect(migrateLearnerData({ version: LEARNER_DATA_VERSION, sections: { testInProgress: drill } }).data.testInProgress).toEqual(drill);
    expect(migrateLearnerData({ version: LEARNER_DATA_VERSION, sections: { testInProgress: { ...testInProgress, mode: 'cram' } } }).setAside).toEqual(['testInProgress']);
    const unknownMode = { ...testInProgress, clock: { ...testInProgress.clock, mode: 'turbo' } };
    expect(migrateLearnerData({ version: LEARNER_DATA_VERSION, sections: { testInProgress: unknownMode } }).setAside).toEqual(['testInProgress']);
  });

  it('turns the last result of version 1 into the first test of the history and its answers into the log', () => {
    const questions = [buildQuestionRecord(1), buildQuestionRecord(2)];
    const lastResult = { ...firstReleaseResult, questions, answers: [questions[0]!.correct_answer, null] };
    const { data, setAside } = migrateLearnerData({ version: 1, sections: { lastResult } });
    expect(setAside).toEqual([]);
    expect(data.lastResult).toEqual(lastResult);
    expect(data.history).toEqual([
      expect.objectContaining({ completedAt: lastResult.completedAt, mode: 'test', correct: 1, total: 2, questionIds: [questions[0]!.id, questions[1]!.id], answers: lastResult.answers }),
    ]);
    expect(data.answers.map((a) => [a.id, a.ok, a.choice, a.at, a.mode])).toEqual([
      [questions[0]!.id, true, questions[0]!.correct_answer, Date.parse(lastResult.completedAt), 'test'],
      [questions[1]!.id, false, null, Date.parse(lastResult.completedAt), 'test'],
    ]);
  });

  it('brings a first-release result all the way into the history', () => {
    const { data } = migrateLearnerData(legacySections({ lastTestResults: firstReleaseResult }));
    expect(data.history).toHaveLength(1);
    expect(data.history[0]).toMatchObject({ correct: 1, total: 2, byCategory: { HIS: [1, 1], GOV: [0, 1] } });
  });

  it('keeps the valid entries of a damaged answer log and sets the log aside whole', () => {
    const good = { id: 'geo-001', category: 'GEO', ok: true, choice: 2, at: 1_700_000_000_000, mode: 'test' };
    const { data, setAside } = migrateLearnerData({
      version: LEARNER_DATA_VERSION,
      sections: { answers: [good, { id: 'geo-002', ok: 'yes' }, null], history: 'not a list', memory: { 'geo-001': { due: 'soon' } }, goal: { testDate: '2027-02-30x' } },
    });
    expect(data.answers).toEqual([good]);
    expect(data.history).toEqual([]);
    expect(data.memory).toEqual({});
    expect(data.goal).toEqual({ testDate: null });
    expect(setAside.sort()).toEqual(['answers', 'goal', 'history', 'memory']);
  });
});
