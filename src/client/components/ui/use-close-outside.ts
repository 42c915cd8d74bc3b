import { useLayoutEffect, type RefObject } from 'react';

/**
 * Closes a disclosure (a menu, a popover) when a click or the focus lands outside `container`.
 * A layout effect: the listeners are there as soon as the content shows (an effect runs after the
 * next paint, and a click outside before it went unnoticed).
 */
export function useCloseOutside(container: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useLayoutEffect(() => {
    if (!open) return;
    const element = container.current;
    const closeOutside = (event: Event) => {
      const target = (event as FocusEvent).relatedTarget ?? event.target;
      if (event.type === 'focusout' && !(event as FocusEvent).relatedTarget) return;
      if (!element?.contains(target as Node)) close();
    };
    document.addEventListener('pointerdown', closeOutside);
    element?.addEventListener('focusout', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      element?.removeEventListener('focusout', closeOutside);
    };
    // `close` is a fresh closure on every render; what matters is whether the disclosure is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, container]);
}
