import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TEST_TIME_LIMIT_SECONDS } from '@shared/constants';
import { paths } from '../../config/paths';
import { fetchQuestions, submitSession } from '../../lib/content/api';
import { NAMESPACE } from './i18n';
import { elapsedSeconds } from './logic/clock';
import { initialPracticeState, practiceReducer } from './logic/practice-reducer';
import { buildSessionPayload, buildTestResult } from './logic/test-result';
import { saveLastResult } from './results/last-result';

export interface PracticeRequest {
  categoryCode: string | undefined;
  count: number;
}

/** The practice test's state plus its side effects: loading a fresh set, and finishing (save, submit, show results). */
export function usePracticeTest({ categoryCode, count }: PracticeRequest) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(practiceReducer, initialPracticeState);
  const loadRef = useRef<AbortController | null>(null);
  const finishedRef = useRef(false);

  useEffect(() => () => loadRef.current?.abort(), []);

  const start = useCallback(async () => {
    if (state.stage !== 'start') return;
    dispatch({ type: 'start' });
    const controller = new AbortController();
    loadRef.current = controller;
    try {
      // A fresh random set on every start, so a retake is a new test.
      const questions = await fetchQuestions({ random: true, test: true, limit: count, category: categoryCode }, controller.signal);
      if (controller.signal.aborted) return;
      finishedRef.current = false;
      dispatch({ type: 'loaded', questions, startedAt: Date.now() });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Could not load practice questions', error);
      window.alert(t('start.loadFailed'));
      dispatch({ type: 'loadFailed' });
    }
  }, [state.stage, count, categoryCode, t]);

  const finish = useCallback(() => {
    if (state.stage !== 'testing' || finishedRef.current) return;
    finishedRef.current = true;
    const result = buildTestResult({
      questions: state.questions,
      answers: state.answers,
      timeSpent: elapsedSeconds(state.startedAt, Date.now(), TEST_TIME_LIMIT_SECONDS),
      category: categoryCode ?? null,
      completedAt: new Date(),
    });
    saveLastResult(result);
    void submitSession(buildSessionPayload(result)); // a failure is only logged; results show regardless
    dispatch({ type: 'finish' });
    navigate(paths.testResults.getHref(), { state: { result } });
  }, [state, categoryCode, navigate]);

  return { state, dispatch, start, finish };
}
