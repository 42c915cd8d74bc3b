import { describe, expect, it } from 'vitest';
import { answerKeyIndex, isListenShortcut } from './shortcut';

const press = (key: string, target: unknown = { tagName: 'BODY' }, extra: Partial<KeyboardEvent> = {}) =>
  isListenShortcut({ key, target, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, repeat: false, defaultPrevented: false, ...extra });

describe('the read-aloud shortcut', () => {
  it('is L, in either case (Caps Lock), on the page, a heading, a button or an answer radio', () => {
    expect(press('l')).toBe(true);
    expect(press('L')).toBe(true);
    expect(press('l', { tagName: 'H2' })).toBe(true);
    expect(press('l', { tagName: 'INPUT', type: 'radio' })).toBe(true);
    expect(press('l', { tagName: 'BUTTON' })).toBe(true);
  });

  it('is not another key', () => {
    for (const key of ['k', 'ArrowRight', ' ', 'Enter', 'll']) expect(press(key)).toBe(false);
  });

  it('is ignored with a modifier, held down, or already handled', () => {
    for (const extra of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { shiftKey: true }, { repeat: true }, { defaultPrevented: true }]) expect(press('l', undefined, extra)).toBe(false);
  });

  it('is ignored while typing: text boxes, lists, editable text', () => {
    for (const target of [{ tagName: 'INPUT' }, { tagName: 'INPUT', type: 'search' }, { tagName: 'INPUT', type: 'email' }, { tagName: 'TEXTAREA' }, { tagName: 'SELECT' }, { tagName: 'DIV', isContentEditable: true }])
      expect(press('l', target)).toBe(false);
  });
});

describe('the answer keys of a test', () => {
  const choose = (key: string, options = 4, target: unknown = { tagName: 'INPUT', type: 'radio' }, extra: Partial<KeyboardEvent> = {}) =>
    answerKeyIndex({ key, target, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, repeat: false, defaultPrevented: false, ...extra }, options);

  it('are 1–4 and A–D, in either case, for the options the question has', () => {
    expect(['1', '2', '3', '4'].map((k) => choose(k))).toEqual([0, 1, 2, 3]);
    expect(['a', 'B', 'c', 'D'].map((k) => choose(k))).toEqual([0, 1, 2, 3]);
    expect(choose('c', 2)).toBeNull();
    expect(choose('2', 2)).toBe(1);
  });

  it('are no other key, nothing with a modifier or held down, and nothing while typing', () => {
    for (const key of ['5', '0', 'e', 'l', 'Enter', 'ab']) expect(choose(key)).toBeNull();
    for (const extra of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { repeat: true }, { defaultPrevented: true }]) expect(choose('a', 4, undefined, extra)).toBeNull();
    expect(choose('a', 4, { tagName: 'INPUT', type: 'text' })).toBeNull();
  });
});
