import { useEffect, useRef } from 'react';

/**
 * After a change of stage (signed in, signed out) focus moves to the new screen's h1,
 * so keyboard and screen-reader users start from the top of what appeared.
 */
export function useFocusHeading<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    const heading = ref.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [enabled]);
  return ref;
}
