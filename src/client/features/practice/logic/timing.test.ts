import { describe, expect, it } from 'vitest';
import { canExtend, crossedAnnouncement, extendClock, isTimingMode, resumeClock, secondsLeft, startClock, usedSeconds } from './timing';

const MIN = 60_000;

describe('timing modes', () => {
  it('gives each mode its limit: 30, 45 and 90 minutes, or none', () => {
    expect(startClock('standard', 0).limit).toBe(1800);
    expect(startClock('real', 0).limit).toBe(2700);
    expect(startClock('extended', 0).limit).toBe(5400);
    expect(startClock('none', 0).limit).toBeNull();
    expect(isTimingMode('real')).toBe(true);
    expect(isTimingMode('turbo')).toBe(false);
  });

  it('counts down from the limit, stops at 0, and counts up without a limit', () => {
    const clock = startClock('real', 1_000);
    expect(secondsLeft(clock, 1_000)).toBe(2700);
    expect(secondsLeft(clock, 1_000 + 17 * MIN + 40_000)).toBe(2700 - 1060);
    expect(secondsLeft(clock, 1_000 + 60 * MIN)).toBe(0);
    const open = startClock('none', 0);
    expect(secondsLeft(open, 2 * 60 * MIN)).toBeNull();
    expect(usedSeconds(open, 2 * 60 * MIN)).toBe(7200);
  });

  it('adds 10 minutes in Standard and Extended, never in Real test or without a limit', () => {
    expect(canExtend('standard')).toBe(true);
    expect(canExtend('extended')).toBe(true);
    expect(extendClock(startClock('standard', 0)).limit).toBe(2400);
    expect(extendClock(extendClock(startClock('extended', 0))).limit).toBe(6600);
    const real = startClock('real', 0);
    expect(extendClock(real)).toBe(real);
    const none = startClock('none', 0);
    expect(extendClock(none)).toBe(none);
  });

  it('keeps time running while the page is closed in Real test mode only', () => {
    const real = startClock('real', 0);
    const standard = startClock('standard', 0);
    // Saved after 5 minutes, reopened 30 minutes later.
    const savedAt = 5 * MIN;
    const now = 35 * MIN;
    expect(secondsLeft(resumeClock(real, savedAt, now), now)).toBe(2700 - 35 * 60);
    expect(secondsLeft(resumeClock(standard, savedAt, now), now)).toBe(1800 - 5 * 60);
  });

  it('announces only at 10, 5 and 1 minutes left', () => {
    expect(crossedAnnouncement(601, 600)).toBe(600);
    expect(crossedAnnouncement(600, 599)).toBeUndefined();
    expect(crossedAnnouncement(301, 300)).toBe(300);
    expect(crossedAnnouncement(61, 58)).toBe(60);
    expect(crossedAnnouncement(900, 899)).toBeUndefined();
    // A tab that slept through two points announces the one that matters now.
    expect(crossedAnnouncement(2700, 290)).toBe(300);
    expect(crossedAnnouncement(null, null)).toBeUndefined();
  });
});
