import { describe, expect, it } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import { emptyLearnerData, LEARNER_DATA_VERSION } from './learner-data';
import { firstReleaseResult } from '../../../../tests/support/learner-fixtures';
import { legacySections, migrateLearnerData } from './migrations';

describe('migrateLearnerData', () => {
  it('brings the first release localStorage values into the current shape, its last result handed on as learning data', () => {
    const { data, setAside, legacyLearning } = migrateLearnerData(
      legacySections({
        lastTestResults: firstReleaseResult,
        studyProgress: { HIS: { sectionsCompleted: 2, lastStudied: '2026-10-30T09:00:00.000Z' } },
        learnerId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff',
      }),
    );
    expect(setAside).toEqual([]);
    expect(data.learnerId).toBe('6f9619ff-8b86-4d11-b42d-00c04fc964ff');
    expect(data.studyProgress).toEqual({ HIS: { sectionsCompleted: 2, lastStudied: '2026-10-30T09:00:00.000Z' } });
    expect(legacyLearning?.history).toEqual([
      { completedAt: '2026-11-01T10:00:00.000Z', mode: 'test', timing: null, category: null, timeSpent: 95, questionIds: ['his-001', 'gov-002'], answers: [3, null], right: [true, false] },
    ]);
    expect(legacyLearning?.answers.map((a) => [a.id, a.category, a.ok, a.choice])).toEqual([
      ['his-001', 'HIS', true, 3],
      ['gov-002', 'GOV', false, null],
    ]);
  });

  it('starts empty on a first visit, with nothing to move', () => {
    expect(migrateLearnerData(legacySections({}))).toEqual({ data: emptyLearnerData(), setAside: [], legacyLearning: undefined });
  });

  it('sets aside damaged sections and keeps the rest', () => {
    const { data, setAside } = migrateLearnerData({
      version: 2,
      sections: { lastResult: { score: 'lots' }, studyProgress: { HIS: { sectionsCompleted: 1, lastStudied: 'x' } }, learnerId: 42 },
    });
    expect(setAside).toEqual(['lastResult']);
    expect(data.studyProgress.HIS?.sectionsCompleted).toBe(1);
    expect(data.learnerId).toBeNull();
  });

  it('reads another site’s data as damaged, never as progress', () => {
    const { data, setAside, legacyLearning } = migrateLearnerData(legacySections({ lastTestResults: '<html>', studyProgress: [1, 2, 3] }));
    expect(setAside.sort()).toEqual(['lastResult', 'studyProgress']);
    expect(data).toEqual(emptyLearnerData());
    expect(legacyLearning).toMatchObject({ answers: [], history: [] });
  });

  it('keeps the test in progress for the practice feature to check, and the goal', () => {
    const testInProgress = { questions: [buildQuestionRecord(1)], answers: [null], flags: [false], current: 0 };
    const goal = { testDate: '2027-01-15', invitationDate: '2026-12-01', minutesPerDay: 20, lastBand: { band: 8, on: '2027-01-14' }, outcomeAskedFor: null };
    const { data, setAside } = migrateLearnerData({ version: LEARNER_DATA_VERSION, sections: { testInProgress, goal } });
    expect(data.testInProgress).toEqual(testInProgress);
    expect(data.goal).toEqual(goal);
    expect(setAside).toEqual([]);
  });

  it("drops a goal's parts that no release wrote (a band out of range, a date that is not one), keeping the rest", () => {
    const goal = { testDate: '2027-01-15', lastBand: { band: 12, on: '2027-01-14' }, outcomeAskedFor: 'yesterday' };
    expect(migrateLearnerData({ version: LEARNER_DATA_VERSION, sections: { goal } }).data.goal).toEqual({ testDate: '2027-01-15' });
  });

  it('turns the last result of version 1 into the first test of the history and its answers into the log', () => {
    const questions = [buildQuestionRecord(1), buildQuestionRecord(2)];
    const lastResult = { ...firstReleaseResult, questions, answers: [questions[0]!.correct_answer, null] };
    const { setAside, legacyLearning } = migrateLearnerData({ version: 1, sections: { lastResult } });
    expect(setAside).toEqual([]);
    expect(legacyLearning?.history).toEqual([
      expect.objectContaining({ completedAt: lastResult.completedAt, mode: 'test', questionIds: [questions[0]!.id, questions[1]!.id], answers: lastResult.answers, right: [true, false] }),
    ]);
    expect(legacyLearning?.answers.map((a) => [a.id, a.ok, a.choice, a.at, a.mode])).toEqual([
      [questions[0]!.id, true, questions[0]!.correct_answer, Date.parse(lastResult.completedAt), 'test'],
      [questions[1]!.id, false, null, Date.parse(lastResult.completedAt), 'test'],
    ]);
  });

  it('keeps the valid entries of a damaged version-2 log and sets the damaged sections aside whole', () => {
    const good = { id: 'geo-001', category: 'GEO', ok: true, choice: 2, at: 1_700_000_000_000, mode: 'test' };
    const { data, setAside, legacyLearning } = migrateLearnerData({
      version: 2,
      sections: {
        answers: [good, { id: 'geo-002', ok: 'yes' }, null],
        history: 'not a list',
        cardMarks: { 'geo-001': 'known', constructor: 'review', 'geo-009': 'maybe' },
        goal: { testDate: '2027-02-30x' },
      },
    });
    expect(legacyLearning?.answers).toEqual([good]);
    expect(legacyLearning?.history).toEqual([]);
    // Question ids such as "constructor" are data, not an object's own properties.
    expect([...(legacyLearning?.cardMarks ?? [])]).toEqual([
      ['geo-001', 'known'],
      ['constructor', 'review'],
    ]);
    expect(data.goal).toEqual({ testDate: null });
    expect(setAside.sort()).toEqual(['answers', 'cardMarks', 'goal', 'history']);
  });
});
