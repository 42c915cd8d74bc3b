import { describe, expect, it } from 'vitest';
import { buildQuestionRecord } from '../../../../tests/support/builders';
import type { Question } from '../content/question';
import { buildUtterances, type Reading, type SpokenLabels } from './utterances';

const question: Question = buildQuestionRecord(1, {
  id: 'gov-001',
  question: 'What is the capital of Canada?',
  option_a: 'Toronto',
  option_b: 'Ottawa',
  option_c: 'Montreal',
  option_d: '',
  correct_answer: 1,
  explanation: 'Ottawa is the capital. Queen Victoria chose it in 1857.',
  memory_device: 'Ottawa sits between Ontario and Quebec.',
  category_code: 'GOV',
});

const english: SpokenLabels = { trueOrFalse: 'True or false?', yourAnswer: 'Your answer', correctAnswer: 'Correct answer', noAnswer: 'No answer', explanation: 'Explanation', memoryDevice: 'Memory tip' };
const french: SpokenLabels = { trueOrFalse: 'Vrai ou faux?', yourAnswer: 'Votre réponse', correctAnswer: 'Bonne réponse', noAnswer: 'Aucune réponse', explanation: 'Explication', memoryDevice: 'Astuce pour retenir' };

const questionSide: Reading = { options: true, answers: [], notes: false };

describe('buildUtterances', () => {
  it('reads the question, then each option shown with its letter, and nothing else without notes', () => {
    expect(buildUtterances(question, questionSide, english, 'en')).toEqual(['What is the capital of Canada?', 'A. Toronto', 'B. Ottawa', 'C. Montreal']);
  });

  it('reads the explanation and the memory tip sentence by sentence, each labelled once', () => {
    const answerSide: Reading = { options: false, answers: [{ kind: 'correct', option: 1 }], notes: true };
    expect(buildUtterances(question, answerSide, english, 'en')).toEqual([
      'What is the capital of Canada?',
      'Correct answer: B. Ottawa',
      'Explanation: Ottawa is the capital.',
      'Queen Victoria chose it in 1857.',
      'Memory tip: Ottawa sits between Ontario and Quebec.',
    ]);
  });

  it("reads a review: the learner's answer (or none) and the right one", () => {
    const wrong: Reading = { options: false, answers: [{ kind: 'yours', option: 0 }, { kind: 'correct', option: 1 }], notes: false };
    expect(buildUtterances(question, wrong, english, 'en').slice(1)).toEqual(['Your answer: A. Toronto', 'Correct answer: B. Ottawa']);
    const skipped: Reading = { options: false, answers: [{ kind: 'yours', option: null }], notes: false };
    expect(buildUtterances(question, skipped, english, 'en').slice(1)).toEqual(['Your answer: No answer']);
  });

  it('leaves out missing notes', () => {
    const bare = { ...question, explanation: '', memory_device: '' };
    expect(buildUtterances(bare, { options: false, answers: [], notes: true }, english, 'en')).toEqual(['What is the capital of Canada?']);
  });

  it('reads a French true-or-false question with its context, with French labels and typography', () => {
    const vraiFaux: Question = {
      ...question,
      type: 'true-false',
      context: 'Selon la Loi constitutionnelle de 1867.',
      question: 'Le Canada est une monarchie constitutionnelle.',
      option_a: 'Vrai',
      option_b: 'Faux',
      option_c: '',
      option_d: '',
      correct_answer: 0,
      explanation: 'Vrai. Le roi est le chef de l’État.',
      memory_device: '',
    };
    expect(buildUtterances(vraiFaux, { options: true, answers: [{ kind: 'correct', option: 0 }], notes: true }, french, 'fr')).toEqual([
      'Vrai ou faux?',
      'Selon la Loi constitutionnelle de 1867.',
      'Le Canada est une monarchie constitutionnelle.',
      'A. Vrai',
      'B. Faux',
      'Bonne réponse\u00a0: A. Vrai',
      'Explication\u00a0: Vrai.',
      'Le roi est le chef de l’État.',
    ]);
  });
});
