import { describe, expect, it } from 'vitest';
import { firstReleaseResult } from '../../../../tests/support/learner-fixtures';
import type { AnswerAttempt, Attempt } from './attempt';
import { BACKUP_FORMAT, BACKUP_MAX_ATTEMPTS, BACKUP_MAX_BYTES, BACKUP_VERSION, buildBackup, readBackup } from './backup';

const T0 = Date.parse('2026-11-01T12:00:00Z');
const answer = (id: string, questionId: string, ok: boolean, at: number): AnswerAttempt => ({ kind: 'answer', id, at, questionId, category: 'GEO', ok, choice: ok ? 0 : 1, mode: 'test' });
const goal = { testDate: '2027-01-15' };

describe('progress export and import', () => {
  it('reads back exactly what it exported', () => {
    const attempts: Attempt[] = [
      answer('a1', 'geo-001', true, T0),
      { ...answer('a2', 'geo-002', false, T0 + 1), ms: 4200, sure: true, version: 3 },
      { kind: 'round', id: 'r1', at: T0 + 2, mode: 'test', timing: 'real', category: null, questionIds: ['geo-001'], categories: ['GEO'], choices: [0], right: [true], versions: [null], seconds: 40 },
      { kind: 'marks-cleared', id: 'c1', at: T0 + 3, questionIds: ['geo-001'] },
      { kind: 'read', id: 'd1', at: T0 + 4, chapter: '06-federal-elections', section: 'ridings' },
    ];
    const read = readBackup(JSON.stringify(buildBackup(attempts, goal, new Date(T0))));
    expect(read).toEqual({ ok: true, attempts, goal });
  });

  it.each([
    ['not JSON', '{ "format": ', 'notJson'],
    ['another site', JSON.stringify({ format: 'something-else', version: 1, progress: {} }), 'notOurs'],
    ['a JSON null', 'null', 'notOurs'],
    ['a newer release', JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION + 1, attempts: [] }), 'newer'],
    ['a damaged attempt', JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, attempts: [{ kind: 'answer', id: 'x', at: 1, questionId: 'geo-001', ok: 'maybe' }] }), 'damaged'],
    ['a null attempt', JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, attempts: [null] }), 'damaged'],
    ['a round whose lists disagree', JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, attempts: [{ kind: 'round', id: 'r', at: 1, mode: 'test', timing: null, category: null, questionIds: ['a', 'b'], categories: ['GEO'], choices: [0, 1], right: [true, false], versions: [null, null], seconds: 1 }] }), 'damaged'],
    ['no attempts', JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, attempts: {} }), 'damaged'],
    ['an old file with no progress', JSON.stringify({ format: BACKUP_FORMAT, version: 2, progress: [] }), 'damaged'],
    ['an old file with a damaged answer', JSON.stringify({ format: BACKUP_FORMAT, version: 2, progress: { answers: [{ id: 'geo-001', ok: 'maybe' }] } }), 'damaged'],
    ['an old file with null questions', JSON.stringify({ format: BACKUP_FORMAT, version: 1, progress: { lastResult: { ...firstReleaseResult, questions: null } } }), 'damaged'],
  ])('refuses %s with a reason', (_, text, reason) => {
    expect(readBackup(text)).toEqual({ ok: false, reason });
  });

  it('refuses a file too big to be anyone\'s progress before parsing it', () => {
    expect(readBackup(' '.repeat(BACKUP_MAX_BYTES + 1))).toEqual({ ok: false, reason: 'tooBig' });
    const many = Array.from({ length: BACKUP_MAX_ATTEMPTS + 1 }, () => 0);
    expect(readBackup(JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, attempts: many }))).toEqual({ ok: false, reason: 'tooBig' });
  });

  it('copies only the known fields of each attempt, whatever else a file carries', () => {
    const sneaky = { ...answer('a1', 'geo-001', true, T0), __proto__: { polluted: true }, extra: '<script>' };
    const read = readBackup(JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, attempts: [sneaky] }));
    expect(read.ok && read.attempts[0]).toEqual(answer('a1', 'geo-001', true, T0));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('takes question ids that are also the names of object properties as plain ids', () => {
    const ids = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
    const attempts = ids.map((q, i) => answer(`a${i}`, q, true, T0 + i));
    const read = readBackup(JSON.stringify(buildBackup(attempts, goal, new Date(T0))));
    expect(read.ok && read.attempts.map((a) => (a.kind === 'answer' ? a.questionId : ''))).toEqual(ids);
  });

  it('reads a file of an earlier release as attempts, with the same ids every time (so importing it twice adds nothing)', () => {
    const file = JSON.stringify({
      format: BACKUP_FORMAT,
      version: 2,
      exportedAt: '2026-11-20T08:00:00.000Z',
      progress: {
        answers: [{ id: 'geo-001', category: 'GEO', ok: true, choice: 2, at: T0, mode: 'flashcard' }],
        history: [{ completedAt: '2026-11-02T10:00:00.000Z', mode: 'test', timing: 'standard', category: null, timeSpent: 60, questionIds: ['his-001'], answers: [1], right: [true] }],
        cardMarks: {},
        goal: { testDate: '2027-03-01' },
      },
    });
    const first = readBackup(file);
    const second = readBackup(file);
    expect(first).toEqual(second);
    if (!first.ok) throw new Error('not read');
    expect(first.goal).toEqual({ testDate: '2027-03-01' });
    expect(first.attempts.map((a) => a.kind)).toEqual(['answer', 'round', 'marks-cleared']);
    expect(first.attempts[1]).toMatchObject({ questionIds: ['his-001'], categories: ['HIS'], choices: [1], right: [true], seconds: 60, at: Date.parse('2026-11-02T10:00:00.000Z') });
  });

  it('reads a first-release result inside an old file', () => {
    const read = readBackup(JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: 'x', progress: { lastTestResults: firstReleaseResult } }));
    expect(read.ok && read.attempts.filter((a) => a.kind === 'answer').length).toBe(2);
  });
});
