import { indexToLetter } from '@shared/rules/answers';
import { optionText, questionOptions, type Question } from '../content/question';
import { joinLabel } from '../i18n/format';
import type { Lang } from '../i18n/languages';
import { splitSentences } from './sentences';

/** What a card shows, and so what reading it aloud says after the question. */
export interface Reading {
  /** Every option with its letter ("A. …"). */
  options: boolean;
  /** Answers shown with a label: the learner's (null when none was given) and the right one. */
  answers: readonly { kind: 'yours' | 'correct'; option: number | null }[];
  /** The explanation and the memory device, when the card shows them. */
  notes: boolean;
}

/** A question card before it is answered: the question, then each option with its letter. */
export const QUESTION_AND_OPTIONS: Reading = { options: true, answers: [], notes: false };

/** The labels read with the texts, in the language of the texts (not always the page's). */
export interface SpokenLabels {
  trueOrFalse: string;
  yourAnswer: string;
  correctAnswer: string;
  noAnswer: string;
  explanation: string;
  memoryDevice: string;
}

/** "A. Ottawa": how an option is written on every card, so a voice says the letter, then the text. */
const lettered = (index: number, text: string) => `${indexToLetter(index)}. ${text}`;

/** A text's sentences, the first one preceded by its label ("Explanation: …"). */
function labelled(label: string, text: string, lang: Lang): string[] {
  const [first, ...rest] = splitSentences(text);
  return first === undefined ? [] : [...splitSentences(joinLabel(label, first, lang)), ...rest];
}

/**
 * The texts to speak for a question, one utterance each: the true-or-false line, the context
 * and the question sentence by sentence, then each option with its letter, then the answers
 * and notes the card shows. One short utterance at a time keeps every voice going to the end.
 */
export function buildUtterances(question: Question, reading: Reading, labels: SpokenLabels, lang: Lang): string[] {
  const answer = (option: number | null) => (option === null ? labels.noAnswer : lettered(option, optionText(question, option)));
  return [
    ...(question.type === 'true-false' ? [labels.trueOrFalse] : []),
    ...splitSentences(question.context ?? ''),
    ...splitSentences(question.question),
    ...(reading.options ? questionOptions(question).flatMap((option) => splitSentences(lettered(option.index, option.text))) : []),
    ...reading.answers.flatMap(({ kind, option }) => splitSentences(joinLabel(kind === 'yours' ? labels.yourAnswer : labels.correctAnswer, answer(option), lang))),
    ...(reading.notes ? [...labelled(labels.explanation, question.explanation, lang), ...labelled(labels.memoryDevice, question.memory_device, lang)] : []),
  ];
}
