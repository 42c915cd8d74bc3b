import { useEffect, useRef, type RefObject } from 'react';
import { newAttemptId } from '../../lib/learning/attempt';
import { recordAttempt } from '../../lib/learning/record';

/** How long a section's end must stay on screen to count as reached (a fast scroll past is not reading). */
const DWELL_MS = 1500;

export const markSectionRead = (chapter: string, section: string) => recordAttempt({ kind: 'read', id: newAttemptId(), at: Date.now(), chapter, section });

/** Records the section as read once its end has been on screen for a moment (once per visit, and never again once read). */
export function useSectionRead(end: RefObject<HTMLElement | null>, chapter: string, section: string, alreadyRead: boolean): void {
  const done = useRef(alreadyRead);
  done.current ||= alreadyRead;
  useEffect(() => {
    const target = end.current;
    if (!target || done.current || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (!entry?.isIntersecting || done.current) return;
      timer = setTimeout(() => {
        done.current = true;
        observer.disconnect();
        void markSectionRead(chapter, section);
      }, DWELL_MS);
    });
    observer.observe(target);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [end, chapter, section]);
}
