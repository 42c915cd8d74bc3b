import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Once the lesson is on the page, brings the section its address names into view and moves focus
 * to its heading, so a screen reader starts there ("Learn this" from a question, a glossary link).
 */
export function useScrollToSection(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const heading = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!heading) return;
    heading.scrollIntoView();
    heading.focus({ preventScroll: true });
  }, [ready, hash, key]);
}
