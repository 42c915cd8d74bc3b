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

const ANSWER_KEYS = ['1234', 'abcd'];

/**
 * The option a key chooses in a test: 1–4 or A–D (either case), not held down, not typed into a
 * field, not taken by anything else; null for any other key or an option the question lacks.
 */
export function answerKeyIndex(event: KeyEventLike, options: number): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat || event.defaultPrevented) return null;
  if (isTyping(event.target as KeyTarget)) return null;
  const key = event.key.toLowerCase();
  for (const keys of ANSWER_KEYS) {
    const index = keys.indexOf(key);
    if (key.length === 1 && index >= 0) return index < options ? index : null;
  }
  return null;
}
