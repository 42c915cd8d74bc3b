import { useEffect, useLayoutEffect, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { findCategory } from '@shared/categories';
import { useCanReadAloud } from '../../../components/read-aloud/use-read-aloud';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { usePageTitle } from '../../../lib/page-head';
import { answerKeyIndex } from '../../../lib/speech/shortcut';
import type { DrillMode } from '../../../lib/learning/drills';
import { NAMESPACE } from '../i18n';
import { ArrowLeftIcon, ArrowRightIcon, FlagIcon } from '../../../components/ui/icons';
import { isTimeWarning } from '../logic/clock';
import { canFinish, canGoNext, isLastQuestion, needsReview, selectedAnswer, type PracticeAction, type PracticeState } from '../logic/practice-reducer';
import { progressPercent } from '../logic/test-config';
import { questionOptions } from '../../../lib/content/question';
import { useHelpTranslation } from '../../../components/help-language/help-translation';
import { DrillFeedback } from './drill-feedback';
import { QuestionCard } from './question-card';
import { QuestionMap } from './question-map';
import { SubmitReview } from './submit-review';
import { TestTimer } from './test-timer';
import { useCountdown } from './use-countdown';
import styles from './practice-testing.module.css';
import { useCategoryName } from '../../../lib/content/use-category-name';
import { useQuestionsInLang } from '../../../lib/content/use-questions-in-lang';

interface Props {
  state: Extract<PracticeState, { stage: 'testing' }>;
  dispatch: Dispatch<PracticeAction>;
  categoryCode: string | undefined;
  /** A review drill: no clock; each answer is checked, with its explanation, before the next question. */
  drill?: DrillMode | undefined;
  onFinish: () => void;
}

export function PracticeTesting({ state, dispatch, categoryCode, drill, onFinish }: Props) {
  const feedback = drill !== undefined;
  const { t } = useTranslation(NAMESPACE);
  const categoryName = useCategoryName(categoryCode);
  const title = drill ? t(`drill.${drill}.title`) : t('start.title');
  usePageTitle(title);
  const reading = useCountdown(state.clock, onFinish);
  const frameRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = state.current;
  const questions = useQuestionsInLang(state.questions);
  const question = questions[index]!;
  const total = state.questions.length;
  const selected = selectedAnswer(state);
  const last = isLastQuestion(state);
  const category = categoryCode ? findCategory(categoryCode) : undefined;
  const answered = state.answers.filter((a) => a !== null).length;
  const position = t('testing.progress', { current: index + 1, total });
  const canListen = useCanReadAloud();

  // Each new question (and the start of the test) moves focus to the question text; on a phone
  // the view goes back to the top of the test so the progress and timer come with it.
  useEffect(() => {
    const frame = frameRef.current;
    if (frame && frame.getBoundingClientRect().top < 0) frame.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [index, state.reviewing]);

  // Finishing with questions unanswered or flagged reviews them first.
  const requestFinish = () => (needsReview(state) ? dispatch({ type: 'review' }) : onFinish());
  // In a drill, the questions whose answer was checked: their answer stands, the notes show.
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set());
  const revealed = feedback && checked.has(index);
  // A drill may show the help language (issue 31); a test never does.
  const help = useHelpTranslation(question, revealed, feedback);
  const select = (option: number) => {
    if (!revealed) dispatch({ type: 'select', option });
  };
  const advance = () => {
    if (feedback && !revealed) {
      if (selected !== null) setChecked(new Set(checked).add(index));
      return;
    }
    if (last) {
      if (canFinish(state)) requestFinish();
    } else if (canGoNext(state)) {
      dispatch({ type: 'next' });
    }
  };
  const flagged = state.flags[index] === true;

  // 1–4 or A–D choose an answer; Enter on a chosen answer moves on (as Next does).
  const keys = useRef({ advance, select, options: questionOptions(question).length, reviewing: state.reviewing, selected });
  // Updated as the render is committed, not after the paint: an Enter pressed right after choosing
  // must see the choice.
  useLayoutEffect(() => {
    keys.current = { advance, select, options: questionOptions(question).length, reviewing: state.reviewing, selected };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const now = keys.current;
      if (now.reviewing) return;
      const option = answerKeyIndex(event, now.options);
      if (option !== null) {
        event.preventDefault();
        now.select(option);
        // Focus follows, so a screen reader says which answer is now chosen.
        frameRef.current?.querySelectorAll<HTMLInputElement>('[role="radiogroup"] input[type="radio"]')[option]?.focus();
        return;
      }
      const target = event.target as HTMLInputElement | null;
      if (event.key === 'Enter' && target?.type === 'radio' && now.selected !== null && !event.defaultPrevented) {
        event.preventDefault();
        now.advance();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className={styles.frame} ref={frameRef}>
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.meta}>
            {category && (
              <span className={styles.topic}>
                {categoryName}
              </span>
            )}
            <span>{t('testing.answered', { count: answered, total })}</span>
          </p>
        </div>
        {!drill && <TestTimer reading={reading} mode={state.clock.mode} onExtend={() => dispatch({ type: 'extend' })} />}
      </header>

      <div className={styles.progress}>
        <div className={styles.progressRow}>
          <p id="question-position" className={styles.progressText}>
            {position}
          </p>
          {reading.left !== null && isTimeWarning(reading.left) && (
            <p className={styles.timerNote} aria-hidden="true">
              {t('testing.timeWarning')}
            </p>
          )}
        </div>
        <ProgressBar value={progressPercent(index, total)} label={t('testing.progressLabel')} />
      </div>

      {state.reviewing ? (
        <SubmitReview
          test={questions === state.questions ? state : { ...state, questions: [...questions] }}
          onJump={(target) => dispatch({ type: 'jump', index: target })}
          onSubmit={onFinish}
          onKeepWorking={() => dispatch({ type: 'keepWorking' })}
        />
      ) : (
      <>
      <QuestionCard
        question={question}
        positionId="question-position"
        selected={selected}
        onSelect={select}
        revealed={revealed}
        headingRef={headingRef}
        tools={
          <>
            <Button variant="ghost" size="sm" aria-pressed={flagged} onClick={() => dispatch({ type: 'toggleFlag' })} className={styles.flagButton}>
              <FlagIcon size={16} fill={flagged ? 'currentColor' : 'none'} />
              {t('testing.flag')}
            </Button>
            {help.control}
          </>
        }
      />

      {feedback && <DrillFeedback question={question} selected={selected} revealed={revealed} />}
      {help.panel}
      <p id="choose-hint" className={`${styles.hint} ${selected === null ? '' : styles.hintHidden}`}>
        {t('testing.chooseHint')}
      </p>
      <div className={styles.nav} data-test-nav="">
        <Button
          variant="ghost"
          size="lg"
          onClick={() => dispatch({ type: 'previous' })}
          disabled={index === 0}
          icon={<ArrowLeftIcon size={20} />}
          className={styles.navButton}
        >
          {t('testing.previous')}
        </Button>
        <Button
          size="lg"
          onClick={advance}
          disabled={selected === null}
          aria-describedby={selected === null ? 'choose-hint' : undefined}
          className={`${styles.navButton} ${styles.nextButton}`}
        >
          {feedback && !revealed ? t('drill.check') : last ? t('testing.finish') : t('testing.next')}
          {!last && (!feedback || revealed) && <ArrowRightIcon size={20} />}
        </Button>
      </div>
      </>
      )}
      <QuestionMap answers={state.answers} flags={state.flags} current={index} onJump={(target) => dispatch({ type: 'jump', index: target })} onFinish={requestFinish} />
      {/* Last on the screen: the read-aloud key, added after hydration, moves nothing. */}
      {!state.reviewing && (
        <p className={styles.keyboardHint}>
          {t('testing.keys')}
          {canListen && ` ${t('question.readAloud.shortcut', { ns: 'common' })}`}
        </p>
      )}
    </div>
  );
}
