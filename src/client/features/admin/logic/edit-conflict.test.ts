import { describe, expect, it } from 'vitest';
import { conflictFields, myChanges } from './edit-conflict';
import { emptyQuestionForm, type QuestionFormValues } from './question-form';

const opened: QuestionFormValues = { ...emptyQuestionForm('GEO'), question: 'Which is the capital?', options: ['Ottawa', 'Toronto', 'Montreal', 'Halifax'], correctAnswer: 0, explanation: 'Ottawa.' };

describe('an edit conflict', () => {
  it('lists what the other admin changed, with my text where I changed the same field', () => {
    const current = { ...opened, explanation: 'Ottawa, since 1857.', options: ['Ottawa', 'Toronto', 'Montreal', 'Québec'] };
    const mine = { ...opened, explanation: 'Ottawa is the capital.', question: 'Which city is the capital?' };
    expect(conflictFields(opened, current, mine)).toEqual([
      { key: 'option-D', label: 'Option D', theirs: 'Québec', mine: undefined },
      { key: 'explanation', label: 'Explanation', theirs: 'Ottawa, since 1857.', mine: 'Ottawa is the capital.' },
    ]);
  });

  it('keeps what I typed, field by field, to copy into the version I load', () => {
    const mine = { ...opened, question: 'Which city is the capital?', correctAnswer: 1 };
    expect(myChanges(opened, mine)).toEqual([
      { key: 'question', label: 'Question', text: 'Which city is the capital?' },
      { key: 'correct', label: 'Correct answer', text: 'B' },
    ]);
    expect(myChanges(opened, { ...opened, explanation: 'Ottawa.  ' })).toEqual([]);
  });
});
