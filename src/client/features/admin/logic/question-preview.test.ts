import { describe, expect, it } from 'vitest';
import { ADMIN_QUESTION_PREVIEW_LENGTH } from '../../../config/constants';
import { previewText } from './question-preview';

describe('previewText', () => {
  it('keeps text up to the preview length as it is', () => {
    const exact = 'a'.repeat(ADMIN_QUESTION_PREVIEW_LENGTH);
    expect(previewText(exact)).toBe(exact);
    expect(previewText('Who is the head of state?')).toBe('Who is the head of state?');
  });

  it('cuts longer text at the preview length and adds an ellipsis', () => {
    const long = 'b'.repeat(ADMIN_QUESTION_PREVIEW_LENGTH + 1);
    expect(previewText(long)).toBe(`${'b'.repeat(ADMIN_QUESTION_PREVIEW_LENGTH)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(previewText('abc def', 4)).toBe('abc…');
  });

  it('counts characters, not UTF-16 units, so accents and emoji are never split', () => {
    expect(previewText('🍁🍁🍁', 2)).toBe('🍁🍁…');
    expect(previewText('Québec', 3)).toBe('Qué…');
  });
});
