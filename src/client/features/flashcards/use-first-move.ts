import { useEffect, useState } from 'react';

const MOVES = ['pointerdown', 'keydown', 'click'] as const;

/**
 * True once the learner has pressed, tapped or typed anything on the page (a tap held before the
 * page was interactive counts when it is replayed). Work the first screen does not need waits for
 * it, so a page that has just loaded answers its first tap without that work in the way.
 */
export function useFirstMove(): boolean {
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) return;
    const onMove = () => setMoved(true);
    for (const type of MOVES) document.addEventListener(type, onMove, { capture: true, once: true });
    return () => {
      for (const type of MOVES) document.removeEventListener(type, onMove, { capture: true });
    };
  }, [moved]);
  return moved;
}
