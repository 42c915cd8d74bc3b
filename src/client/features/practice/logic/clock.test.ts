import { describe, expect, it } from 'vitest';
import { TEST_TIME_LIMIT_SECONDS } from '@shared/constants';
import { elapsedSeconds, formatClock, isTimeWarning, remainingSeconds, timeTip } from './clock';

describe('formatClock', () => {
  it.each([
    [1800, '30:00'],
    [1799, '29:59'],
    [300, '5:00'],
    [299, '4:59'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
    [-4, '0:00'],
    [59.9, '0:59'],
  ])('shows %d seconds as %s', (seconds, shown) => {
    expect(formatClock(seconds)).toBe(shown);
  });
});

describe('countdown', () => {
  const start = 1_000_000;
  it('counts whole seconds from the start', () => {
    expect(remainingSeconds(start, start, TEST_TIME_LIMIT_SECONDS)).toBe(1800);
    expect(remainingSeconds(start, start + 999, TEST_TIME_LIMIT_SECONDS)).toBe(1800);
    expect(remainingSeconds(start, start + 1000, TEST_TIME_LIMIT_SECONDS)).toBe(1799);
    expect(elapsedSeconds(start, start + 61_500, TEST_TIME_LIMIT_SECONDS)).toBe(61);
  });
  it('stops at the limit and ignores a clock that went backwards', () => {
    expect(remainingSeconds(start, start + 5_000_000, TEST_TIME_LIMIT_SECONDS)).toBe(0);
    expect(elapsedSeconds(start, start + 5_000_000, TEST_TIME_LIMIT_SECONDS)).toBe(1800);
    expect(elapsedSeconds(start, start - 5000, TEST_TIME_LIMIT_SECONDS)).toBe(0);
  });
  it('warns under 300 seconds', () => {
    expect(isTimeWarning(300)).toBe(false);
    expect(isTimeWarning(299)).toBe(true);
    expect(isTimeWarning(0)).toBe(true);
  });
});

describe('timeTip', () => {
  it.each([
    [0, 'great'],
    [599, 'great'],
    [600, 'good'],
    [899, 'good'],
    [900, 'steady'],
    [1800, 'steady'],
  ])('a passed 20-question test in %d seconds → %s', (seconds, tip) => {
    expect(timeTip(seconds, 20, true)).toBe(tip);
  });

  it('never praises the pace of a failed test: fast is rushed, otherwise the answers are the problem', () => {
    expect(timeTip(30, 20, false)).toBe('rushed');
    expect(timeTip(299, 20, false)).toBe('rushed');
    expect(timeTip(300, 20, false)).toBe('accuracy');
    expect(timeTip(2700, 20, false)).toBe('accuracy');
  });

  it('scales with the number of questions', () => {
    expect(timeTip(100, 5, false)).toBe('accuracy');
    expect(timeTip(60, 5, false)).toBe('rushed');
    expect(timeTip(200, 5, true)).toBe('good');
  });
});
