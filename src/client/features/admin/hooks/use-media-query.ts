import { useSyncExternalStore } from 'react';

/** Phones and narrow windows (37.5rem is 600 px at the default text size): the question list becomes cards. */
export const NARROW_SCREEN = '(max-width: 37.5rem)';

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
