/** The read-aloud key, on the cards that have one: free on the flashcards (arrows) and in the test (radio keys). */
export const LISTEN_KEY = 'l';

/** Inputs whose keys do nothing with letters: a shortcut pressed on them is still a shortcut. */
const NON_TEXT_INPUTS = new Set(['radio', 'checkbox', 'range', 'button', 'submit', 'reset', 'color', 'file', 'image']);

type KeyTarget = { tagName?: string; type?: string; isContentEditable?: boolean } | null;

/** True while focus is where letters are typed (a text box, a list's type-ahead, editable text). */
function isTyping(target: KeyTarget): boolean {
  if (!target) return false;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable) return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'repeat' | 'defaultPrevented'> & { target: unknown };

/** "L" alone (either case, for Caps Lock), not held down, not typed into a field, not taken by anything else. */
export function isListenShortcut(event: KeyEventLike): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.repeat || event.defaultPrevented) return false;
  return event.key.toLowerCase() === LISTEN_KEY && !isTyping(event.target as KeyTarget);
}
