import { useEffect, useRef } from 'react';

/**
 * Moves focus to the first h1 inside `root` (by default the page's main region), so keyboard
 * and screen-reader users start from the top of a screen that just appeared.
 */
export function focusHeading(root: ParentNode | null = document.getElementById('main')): void {
  const heading = root?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/** Focuses the h1 inside the returned container whenever `enabled` becomes true. */
export function useFocusHeading<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) focusHeading(ref.current);
  }, [enabled]);
  return ref;
}
