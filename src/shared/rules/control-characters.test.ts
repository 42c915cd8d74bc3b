import { describe, expect, it } from 'vitest';
import { NO_CONTROL_IN_TEXT, withoutControlCharacters } from './control-characters';

describe('control characters in multi-line text', () => {
  it('keeps tabs and line breaks, and refuses NUL, escape and delete', () => {
    expect(NO_CONTROL_IN_TEXT.test('Two lines\r\nand\ta tab, accents é, emoji 🍁')).toBe(true);
    for (const bad of ['\u0000', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F']) expect(NO_CONTROL_IN_TEXT.test(`a${bad}b`)).toBe(false);
  });

  it('takes out exactly what the rule refuses', () => {
    const pasted = 'Ottawa\u0000 is\u001B the\ncapital\u007F.\t';
    expect(withoutControlCharacters(pasted)).toBe('Ottawa is the\ncapital.\t');
    expect(NO_CONTROL_IN_TEXT.test(withoutControlCharacters(pasted))).toBe(true);
  });
});
