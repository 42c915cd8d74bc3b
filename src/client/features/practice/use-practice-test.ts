import { useCallback, useState, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { drawPracticeTest } from '../../lib/content/draw-test';
import { useLang } from '../../lib/i18n/use-lang';
import type { Lang } from '@shared/constants';
import { submitRound } from '../../lib/content/submit-session';
import { recordRound } from '../../lib/learning/record';
import type { DrillMode } from '../../lib/learning/drills';
import type { Question } from '../../lib/content/question';
import { NAMESPACE } from './i18n';
import { initialPracticeState, practiceReducer } from './logic/practice-reducer';
import { buildTestResult, roundOfResult } from './logic/test-result';
import { startClock, usedSeconds, type TimingMode } from './logic/timing';
import { clearTestInProgress, resumedTest, savedTestOrigin, saveTestInProgress, type SavedTest, type TestOrigin } from './saved/saved-test';
import { useLeaveGuard } from './saved/use-leave-guard';
import { useMarkTestInProgress } from '../../lib/test-in-progress';

export interface PracticeRequest {
  categoryCode: string | undefined;
  count: number;
  /** A review drill: its own questions instead of a random draw. */
  drill?: { mode: DrillMode; load: (signal: AbortSignal, lang: Lang) => Promise<Question[]> } | undefined;
}

/** How often an open test refreshes its saved time, so a closed tab pauses from about then. */
const HEARTBEAT_MS = 10_000;

/**
 * The practice test's state plus its side effects: loading a fresh set or resuming a saved one,
 * saving it at every change, guarding against leaving by mistake, and finishing (save, submit,
 * show results).
 */
export function usePracticeTest({ categoryCode, count, drill }: PracticeRequest) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(practiceReducer, initialPracticeState);
  const loadRef = useRef<AbortController | null>(null);
  const finishedRef = useRef(false);
  const testing = state.stage === 'testing';

  useEffect(() => () => loadRef.current?.abort(), []);

  // The category and kind the running test was started as (a resumed test keeps its own, whichever page resumes it).
  const requested = useCallback((): TestOrigin => ({ category: categoryCode ?? null, mode: drill?.mode ?? 'test' }), [categoryCode, drill]);
  const originRef = useRef<TestOrigin | null>(null);
  // The kind of the running test, for the screen (a drill resumed from the plain practice page is still a drill).
  const [runningMode, setRunningMode] = useState<TestOrigin['mode']>('test');

  // Saved at every change, with the origin the test was started with.
  useEffect(() => {
    if (state.stage !== 'testing' || finishedRef.current) return;
    const { questions, answers, flags, current, clock } = state;
    const origin = originRef.current ?? requested();
    const save = () => saveTestInProgress({ questions, answers, flags, current, clock }, origin);
    save();
    const timer = window.setInterval(save, HEARTBEAT_MS);
    window.addEventListener('pagehide', save);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [state, requested]);

  useLeaveGuard(testing, t('leave.confirm'));
  // Shared UI waits while a test runs (the update prompt offers its reload after the test).
  useMarkTestInProgress(testing);
  const lang = useLang();

  const start = useCallback(
    async (mode: TimingMode) => {
      if (state.stage !== 'start') return;
      dispatch({ type: 'start' });
      originRef.current = requested();
      setRunningMode(originRef.current.mode);
      const controller = new AbortController();
      loadRef.current = controller;
      try {
        // A fresh random set on every start, so a retake is a new test (drawn on the device when offline).
        const questions = drill ? await drill.load(controller.signal, lang) : await drawPracticeTest({ count, category: categoryCode }, lang, controller.signal);
        if (controller.signal.aborted) return;
        finishedRef.current = false;
        dispatch({ type: 'loaded', questions, clock: startClock(mode, Date.now()) });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Could not load practice questions', error);
        window.alert(t('start.loadFailed'));
        dispatch({ type: 'loadFailed' });
      }
    },
    [state.stage, count, categoryCode, drill, t, lang, requested],
  );

  const resume = useCallback((saved: SavedTest) => {
    finishedRef.current = false;
    originRef.current = savedTestOrigin(saved);
    setRunningMode(originRef.current.mode);
    dispatch({ type: 'resume', test: resumedTest(saved) });
  }, []);

  const finish = useCallback(() => {
    if (state.stage !== 'testing' || finishedRef.current) return;
    finishedRef.current = true;
    const origin = originRef.current ?? requested();
    const result = buildTestResult({
      questions: state.questions,
      answers: state.answers,
      timeSpent: usedSeconds(state.clock, Date.now()),
      category: origin.category,
      completedAt: new Date(),
      timing: { mode: state.clock.mode, limit: state.clock.limit },
      ...(origin.mode === 'test' ? {} : { drill: origin.mode }),
    });
    clearTestInProgress();
    // The record keeps the round and its answers; the server gets it from the outbox, when it can. Results show regardless.
    const { round, done } = recordRound(roundOfResult(result, origin.mode));
    void done.then(() => submitRound(round));
    dispatch({ type: 'finish' });
    navigate(paths.testResults.getHref(), { state: { result } });
  }, [state, requested, navigate]);

  return { state, dispatch, start, resume, finish, drillMode: runningMode === 'test' ? undefined : runningMode };
}
