import { nextTask } from './next-task';

/**
 * Taps that come before the page is interactive (docs/decisions/039). The server-rendered page is
 * on screen a second or more before its code has hydrated it on a phone; a button tapped in that
 * time has no handler yet and the tap would be lost. Links need nothing (the server answers their
 * address); every other control's tap is held by the page's inline starter (page-starter.ts),
 * marked as waiting, and replayed here on the same element once hydration has attached the
 * handlers.
 */

export interface HeldTap {
  element: HTMLElement;
  /** A choice made in a native control (a select's option) is replayed as a change, not a click. */
  kind: 'click' | 'change';
}

/** What the starter leaves for the app: the taps it held, and how a control loses its waiting mark. */
export interface TapHolder {
  /** Stops holding and hands over the taps held so far, in the order they came. */
  take(): HeldTap[];
  unmark(element: HTMLElement): void;
}

declare global {
  interface Window {
    /** Set by the page's inline starter; absent on a page without it (the dev server's). */
    tapHolder?: TapHolder;
  }
}

/**
 * Stops holding and replays each held tap, in the order it came, on the element it was made on
 * (hydration keeps the server's elements). A control the page no longer shows is skipped. Each
 * tap has a task of its own, so the page has rendered what the one before changed (a timing
 * chosen, then Start) before the next one is handled.
 */
export async function replayEarlyTaps(): Promise<void> {
  const holder = window.tapHolder;
  if (!holder) return;
  for (const { element, kind } of holder.take()) {
    await nextTask();
    holder.unmark(element);
    if (!element.isConnected) continue;
    if (kind === 'change') {
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    } else element.click();
  }
}
