import { useEffect, useEffectEvent, useState } from 'react';
import { remainingSeconds } from '../logic/clock';

/**
 * Seconds left of `limit` since `startedAt` (a Date.now() timestamp), read from the clock rather
 * than counted tick by tick, so a throttled background tab still shows the true time.
 * Calls `onExpire` once the countdown reaches 0.
 */
export function useCountdown(startedAt: number, limit: number, onExpire: () => void): number {
  const [remaining, setRemaining] = useState(limit);
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const tick = () => setRemaining(remainingSeconds(startedAt, Date.now(), limit));
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [startedAt, limit]);

  useEffect(() => {
    if (remaining <= 0) expire();
  }, [remaining]);

  return remaining;
}
