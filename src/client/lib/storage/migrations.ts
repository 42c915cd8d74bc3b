import { ANSWER_LETTERS } from '@shared/constants';
import { CATEGORY_CODES } from '@shared/categories';
import {
  emptyLearnerData,
  LEARNER_DATA_VERSION,
  parseLearnerId,
  parseStoredResult,
  parseStudyProgress,
  parseTestInProgress,
  type LearnerData,
  type StoredTestResult,
} from './learner-data';
import { answerRecordsFromResult, parseAnswers, parseCardMarks, parseGoal, parseHistory, parseMemory, testRecordFromResult, type Parsed } from './learning-records';

/** The sections as read from the device, before validation. */
export interface RawLearnerData {
  version: number;
  sections: Record<string, unknown>;
}

/** What loading found: the data, and anything damaged that was set aside (shown as a notice). */
export interface LoadedLearnerData {
  data: LearnerData;
  setAside: string[];
}

/** The localStorage values of the release before the learner store. */
export interface LegacyValues {
  lastTestResults?: unknown;
  studyProgress?: unknown;
  learnerId?: unknown;
}

/**
 * Upgrades stored sections one version at a time: `steps[n]` turns version n into n + 1.
 * Version 0 is the localStorage layout of the first release.
 */
const steps: Record<number, (sections: Record<string, unknown>) => Record<string, unknown>> = {
  0: (legacy) => ({
    learnerId: legacy.learnerId,
    lastResult: legacy.lastTestResults === undefined ? undefined : fromFirstReleaseResult(legacy.lastTestResults),
    studyProgress: legacy.studyProgress,
  }),
  // Version 2 keeps every test: the last result becomes the first entry of the history and its
  // answers the first of the answer log (memory states are rebuilt from the log when read).
  1: (sections) => {
    const result = sections.lastResult === undefined || sections.lastResult === null ? undefined : parseStoredResult(sections.lastResult);
    return {
      ...sections,
      history: result ? [testRecordFromResult(result, 'test')] : [],
      answers: result ? answerRecordsFromResult(result, 'test') : [],
    };
  },
};

/** The first release stored each reviewed question with its text and an options list. */
function fromFirstReleaseResult(value: unknown): StoredTestResult | unknown {
  if (!value || typeof value !== 'object' || !Array.isArray((value as { questions?: unknown }).questions)) return value;
  const old = value as Record<string, unknown> & { questions: Record<string, unknown>[] };
  const categoryOf = (id: unknown) => {
    const prefix = typeof id === 'string' ? id.slice(0, 3).toUpperCase() : '';
    return (CATEGORY_CODES as readonly string[]).includes(prefix) ? prefix : old.category;
  };
  return {
    ...old,
    questions: old.questions.map((item) => ({
      id: item.questionId,
      question: item.question,
      options: item.options,
      correct_answer: item.correctAnswer,
      explanation: item.explanation,
      memory_device: item.memoryDevice,
      category_code: categoryOf(item.questionId),
    })),
    answers: old.questions.map((item) => (typeof item.userAnswer === 'number' && item.userAnswer < ANSWER_LETTERS.length ? item.userAnswer : null)),
  };
}

export function migrateLearnerData(raw: RawLearnerData): LoadedLearnerData {
  let sections = raw.sections;
  for (let version = raw.version; version < LEARNER_DATA_VERSION; version += 1) {
    const step = steps[version];
    if (step) sections = step(sections);
  }
  const data = emptyLearnerData();
  const setAside: string[] = [];
  data.learnerId = parseLearnerId(sections.learnerId);
  if (sections.lastResult !== undefined && sections.lastResult !== null) {
    const result = parseStoredResult(sections.lastResult);
    if (result) data.lastResult = result;
    else setAside.push('lastResult');
  }
  if (sections.testInProgress !== undefined && sections.testInProgress !== null) {
    const test = parseTestInProgress(sections.testInProgress);
    if (test) data.testInProgress = test;
    else setAside.push('testInProgress');
  }
  const lists: [keyof LearnerData & ('answers' | 'history' | 'memory' | 'cardMarks'), (v: unknown) => Parsed<unknown> | undefined][] = [
    ['answers', parseAnswers],
    ['history', parseHistory],
    ['memory', parseMemory],
    ['cardMarks', parseCardMarks],
  ];
  for (const [section, parse] of lists) {
    if (sections[section] === undefined) continue;
    const parsed = parse(sections[section]);
    // Valid entries are kept; a damaged section is also set aside whole, so nothing is lost.
    if (parsed) Object.assign(data, { [section]: parsed.value });
    if (!parsed || parsed.damaged) setAside.push(section);
  }
  if (sections.goal !== undefined) {
    const goal = parseGoal(sections.goal);
    if (goal) data.goal = goal;
    else setAside.push('goal');
  }
  if (sections.studyProgress !== undefined) {
    const progress = parseStudyProgress(sections.studyProgress);
    if (progress) data.studyProgress = progress;
    else setAside.push('studyProgress');
  }
  return { data, setAside };
}

/** Reads the first release's localStorage values as version 0 sections. */
export function legacySections(values: LegacyValues): RawLearnerData {
  return { version: 0, sections: { ...values } };
}

