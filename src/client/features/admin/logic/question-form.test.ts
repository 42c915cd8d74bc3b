import { describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES } from '@shared/contract/errors';
import type { AdminQuestionRecord } from '@shared/contract/admin';
import { moveOption } from '@shared/rules/reorder';
import { answerSetOf, checkQuestionForm, emptyQuestionForm, formFromRecord, withAnswerSet, withType, type QuestionFormValues } from './question-form';

const filled = (overrides: Partial<QuestionFormValues> = {}): QuestionFormValues => ({
  ...emptyQuestionForm('GOV'),
  question: 'Who is the head of state?',
  options: ['The Sovereign', 'The Prime Minister', 'The Governor General', 'The Premier'],
  correctAnswer: 0,
  ...overrides,
});

describe('checkQuestionForm', () => {
  it('reports the spec messages in the spec order', () => {
    expect(checkQuestionForm(emptyQuestionForm())).toEqual({ ok: false, message: QUESTION_MESSAGES.textRequired });
    expect(checkQuestionForm(filled({ question: '   ', options: ['', '', '', ''] }))).toEqual({
      ok: false,
      message: QUESTION_MESSAGES.textRequired,
    });
    expect(checkQuestionForm(filled({ options: ['a', ' ', 'c', 'd'], correctAnswer: -1 }))).toEqual({
      ok: false,
      message: QUESTION_MESSAGES.optionsRequired,
    });
    expect(checkQuestionForm(filled({ correctAnswer: -1 }))).toEqual({ ok: false, message: QUESTION_MESSAGES.correctAnswerRequired });
  });

  it('gives the payload of the API, trimmed, when the form is valid', () => {
    const check = checkQuestionForm(filled({ question: '  Who is the head of state?  ', explanation: ' Because. ' }));
    expect(check).toEqual({
      ok: true,
      payload: {
        type: 'multiple-choice',
        question: 'Who is the head of state?',
        option_a: 'The Sovereign',
        option_b: 'The Prime Minister',
        option_c: 'The Governor General',
        option_d: 'The Premier',
        correct_answer: 0,
        category_code: 'GOV',
        difficulty_level: 'medium',
        explanation: 'Because.',
        memory_device: '',
        context: null,
        out_of_test: false,
      },
    });
  });
});

describe('true/false questions', () => {
  it('always send True and False as A and B, and no C or D', () => {
    const values = withType({ ...emptyQuestionForm('GEO'), question: 'Ottawa is the capital.', options: ['a', 'b', 'c', 'd'], correctAnswer: 1 }, 'true-false');
    const check = checkQuestionForm(values);
    expect(check.ok && check.payload).toMatchObject({ type: 'true-false', option_a: 'True', option_b: 'False', option_c: null, option_d: null, correct_answer: 1 });
  });

  it('clear an answer beyond B when the type changes, and keep the typed options for switching back', () => {
    const values = withType({ ...emptyQuestionForm('GEO'), options: ['a', 'b', 'c', 'd'], correctAnswer: 3 }, 'true-false');
    expect(values.correctAnswer).toBe(-1);
    expect(withType(values, 'multiple-choice').options).toEqual(['a', 'b', 'c', 'd']);
    expect(checkQuestionForm({ ...values, question: 'A statement.' })).toEqual({ ok: false, message: QUESTION_MESSAGES.correctAnswerRequired });
  });
});

describe('form and record', () => {
  const record: AdminQuestionRecord = {
    id: 'gov-001',
    type: 'multiple-choice',
    out_of_test: false,
    question: 'Q?',
    option_a: 'a',
    option_b: 'b',
    option_c: 'c',
    option_d: 'd',
    correct_answer: 2,
    explanation: 'e',
    memory_device: 'm',
    context: 'kept',
    category_code: 'GOV',
    difficulty_level: 'hard',
    source: 'Discover Canada',
    chapter: null,
    created_at: '',
    updated_at: '',
    verified_at: null,
    lesson: { chapter: '05-how-canadians-govern-themselves', section: 'federal-state' },
    fr: { question: 'Q fr?', option_a: 'a fr', option_b: 'b fr', option_c: 'c fr', option_d: 'd fr', explanation: 'e fr', memory_device: 'm fr', context: 'gardé' },
  };

  it('reads every edited field and keeps the context', () => {
    expect(formFromRecord(record)).toEqual({
      type: 'multiple-choice',
      question: 'Q?',
      options: ['a', 'b', 'c', 'd'],
      correctAnswer: 2,
      category: 'GOV',
      difficulty: 'hard',
      explanation: 'e',
      memoryDevice: 'm',
      context: 'kept',
      lesson: '05-how-canadians-govern-themselves/federal-state',
      lessonWas: '05-how-canadians-govern-themselves/federal-state',
      fr: { question: 'Q fr?', options: ['a fr', 'b fr', 'c fr', 'd fr'], explanation: 'e fr', memoryDevice: 'm fr', context: 'gardé' },
    });
  });

  it('sends the lesson section only when the admin changed it: a new one, or null for none', () => {
    const form = formFromRecord(record);
    const unchanged = checkQuestionForm(form);
    expect(unchanged.ok && unchanged.payload.lesson).toBeUndefined();
    const moved = checkQuestionForm({ ...form, lesson: '07-justice-system/courts' });
    expect(moved.ok && moved.payload.lesson).toEqual({ chapter: '07-justice-system', section: 'courts' });
    const cleared = checkQuestionForm({ ...form, lesson: '' });
    expect(cleared.ok && cleared.payload.lesson).toBeNull();
  });

  it('moving an option keeps the correct answer on its text', () => {
    const form = formFromRecord(record);
    const moved = withAnswerSet(form, moveOption(answerSetOf(form), 2, -1));
    expect(moved.options).toEqual(['a', 'c', 'b', 'd']);
    expect(moved.options[moved.correctAnswer]).toBe('c');
  });

  it('moves the French options with the English ones, and sends both', () => {
    const form = formFromRecord(record);
    const moved = withAnswerSet(form, { options: ['d', 'c', 'a', 'b'], correctAnswer: 1 });
    expect(moved.fr.options).toEqual(['d fr', 'c fr', 'a fr', 'b fr']);
    const typed = withAnswerSet(moved, { options: ['d', 'c edited', 'a', 'b'], correctAnswer: 1 });
    expect(typed.fr.options).toEqual(['d fr', 'c fr', 'a fr', 'b fr']);
    const check = checkQuestionForm(typed);
    expect(check.ok && check.payload.fr).toMatchObject({ option_b: 'c fr', question: 'Q fr?' });
  });

  it('saves without French when every French field is blank, and names the language of a French error', () => {
    const english = { ...formFromRecord(record), fr: { question: '', options: ['', '', '', ''], explanation: '', memoryDevice: '', context: null } };
    const check = checkQuestionForm(english);
    expect(check.ok && check.payload.fr).toBeUndefined();
    const partial = { ...english, fr: { ...english.fr, question: 'Q fr?' } };
    expect(checkQuestionForm(partial)).toEqual({ ok: false, message: `French: ${QUESTION_MESSAGES.optionsRequired}` });
  });
});
