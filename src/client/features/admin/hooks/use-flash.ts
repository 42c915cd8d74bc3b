import { useCallback, useEffect, useRef, useState } from 'react';
import { SUCCESS_BANNER_MS } from '../../../config/constants';

/** A message shown for SUCCESS_BANNER_MS, then cleared; a new message restarts the time. */
export function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage(next);
    timer.current = setTimeout(() => setMessage(null), SUCCESS_BANNER_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
