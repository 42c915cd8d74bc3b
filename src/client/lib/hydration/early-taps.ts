import { nextTask } from './next-task';

/**
 * Taps that come before the page is interactive (docs/decisions/039). The server-rendered page is
 * on screen a second or more before its code has hydrated it on a phone; a button tapped in that
 * time has no handler yet and the tap would be lost. Links need nothing (the server answers their
 * address); every other control's tap is held, marked as waiting, and replayed on the same element
 * once hydration has attached the handlers.
 */

/** The attribute a held control carries until its tap is replayed (styled in global.css). */
const TAP_WAITING_ATTRIBUTE = 'data-tap-waiting';

const CONTROLS = 'button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"]';

interface HeldTap {
  element: HTMLElement;
  /** A choice made in a native control (a select's option) is replayed as a change, not a click. */
  kind: 'click' | 'change';
}

/** The taps held so far; undefined while not holding (before the entry script, after hydration). */
let held: HeldTap[] | undefined;

function hold(queue: HeldTap[], element: HTMLElement, kind: HeldTap['kind']) {
  const index = queue.findIndex((tap) => tap.element === element && tap.kind === kind);
  // A checkbox tapped twice before the page was ready is back where it was.
  if (index >= 0 && element instanceof HTMLInputElement && element.type === 'checkbox') {
    queue.splice(index, 1);
    element.removeAttribute(TAP_WAITING_ATTRIBUTE);
    return;
  }
  if (index >= 0) return;
  queue.push({ element, kind });
  element.setAttribute(TAP_WAITING_ATTRIBUTE, '');
}

function onClick(event: MouseEvent) {
  if (!held) return;
  const target = event.target instanceof Element ? event.target : null;
  // A link works before any script: the server renders the page at its address.
  if (!target || target.closest('a[href]')) return;
  const control = target.closest<HTMLElement>(CONTROLS);
  if (!control || !document.getElementById('root')?.contains(control)) return;
  // A select opens its own list natively; what is chosen there is held as a change (onChange).
  if (control instanceof HTMLSelectElement) return;
  // A label's click is forwarded by the browser to its input, which is held in its turn.
  if (control instanceof HTMLLabelElement) return;
  event.preventDefault();
  hold(held, control, 'click');
}

function onChange(event: Event) {
  const target = event.target;
  if (held && target instanceof HTMLSelectElement && document.getElementById('root')?.contains(target)) hold(held, target, 'change');
}

/** Starts holding taps on controls; called by the entry script before the app's code loads. */
export function captureEarlyTaps(): void {
  if (held) return;
  held = [];
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
}

function stopHolding(): HeldTap[] {
  const taps = held ?? [];
  held = undefined;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('change', onChange, true);
  return taps;
}

/**
 * Stops holding without replaying: the app's code failed to load or run, so no handler will come.
 * The controls lose their waiting mark and the page's native behaviour (links, details) is back.
 */
export function dropEarlyTaps(): void {
  for (const { element } of stopHolding()) element.removeAttribute(TAP_WAITING_ATTRIBUTE);
}

/**
 * Stops holding and replays each held tap, in the order it came, on the element it was made on
 * (hydration keeps the server's elements). A control the page no longer shows is skipped. Each
 * tap has a task of its own, so the page has rendered what the one before changed (a timing
 * chosen, then Start) before the next one is handled.
 */
export async function replayEarlyTaps(): Promise<void> {
  for (const { element, kind } of stopHolding()) {
    await nextTask();
    element.removeAttribute(TAP_WAITING_ATTRIBUTE);
    if (!element.isConnected) continue;
    if (kind === 'change') {
      element.dispatchEvent(new Event('input', { bubbles: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    } else element.click();
  }
}
