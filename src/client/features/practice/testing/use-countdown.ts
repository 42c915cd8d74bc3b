import { useEffect, useEffectEvent, useState } from 'react';
import { secondsLeft, usedSeconds, type TestClock } from '../logic/timing';

export interface ClockReading {
  /** Seconds left, or null without a limit. */
  left: number | null;
  used: number;
}

const read = (clock: TestClock): ClockReading => {
  const now = Date.now();
  return { left: secondsLeft(clock, now), used: usedSeconds(clock, now) };
};

/**
 * The test's clock, read from the wall clock rather than counted tick by tick, so a throttled
 * background tab still shows the true time. Calls `onExpire` once a limit is reached (at once
 * for a Real test resumed after its deadline).
 */
export function useCountdown(clock: TestClock, onExpire: () => void): ClockReading {
  const [reading, setReading] = useState(() => read(clock));
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const tick = () => setReading(read(clock));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [clock]);

  useEffect(() => {
    if (reading.left !== null && reading.left <= 0) expire();
  }, [reading.left]);

  return reading;
}
