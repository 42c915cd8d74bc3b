import { describe, expect, it } from 'vitest';
import { emptyLearnerData, LEARNER_DATA_VERSION } from '../storage/learner-data';
import type { AnswerRecord } from '../storage/learning-records';
import { BACKUP_FORMAT, buildBackup, emptyProgress, mergeProgress, readBackup } from './backup';
import { applyAnswers } from './memory';

const T0 = Date.parse('2026-11-01T12:00:00Z');
const answer = (id: string, ok: boolean, at: number): AnswerRecord => ({ id, category: 'GEO', ok, choice: ok ? 0 : 1, at, mode: 'test' });
const withAnswers = (answers: AnswerRecord[]) => ({ ...emptyLearnerData(), answers, memory: applyAnswers({}, answers) });

describe('progress export and import', () => {
  it('reads back what it exported', () => {
    const data = withAnswers([answer('geo-001', true, T0), answer('geo-002', false, T0 + 1)]);
    const read = readBackup(JSON.stringify(buildBackup(data, new Date(T0))));
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.progress.answers).toEqual(data.answers);
  });

  it.each([
    ['not JSON', '{ "format": ', 'notJson'],
    ['another site', JSON.stringify({ format: 'something-else', version: 1, progress: {} }), 'notOurs'],
    ['a newer release', JSON.stringify({ format: BACKUP_FORMAT, version: LEARNER_DATA_VERSION + 1, progress: {} }), 'newer'],
    ['a damaged answer', JSON.stringify({ format: BACKUP_FORMAT, version: LEARNER_DATA_VERSION, progress: { answers: [{ id: 'geo-001', ok: 'maybe' }] } }), 'damaged'],
    ['no progress', JSON.stringify({ format: BACKUP_FORMAT, version: LEARNER_DATA_VERSION, progress: [] }), 'damaged'],
  ])('refuses %s with a reason', (_, text, reason) => {
    expect(readBackup(text)).toEqual({ ok: false, reason });
  });

  it('merges two devices: every answer once, in time order, with schedules rebuilt', () => {
    const a = withAnswers([answer('geo-001', true, T0), answer('geo-002', false, T0 + 2)]);
    const b = withAnswers([answer('geo-001', true, T0), answer('geo-003', true, T0 + 1)]);
    const merged = mergeProgress(a, b);
    expect(merged.answers.map((x) => x.id)).toEqual(['geo-001', 'geo-003', 'geo-002']);
    expect(Object.keys(merged.memory).sort()).toEqual(['geo-001', 'geo-002', 'geo-003']);
    expect(mergeProgress(emptyProgress(), emptyProgress())).toEqual(emptyProgress());
  });
});
