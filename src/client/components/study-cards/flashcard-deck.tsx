import { useEffect, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { indexToLetter } from '@shared/rules/answers';
import { randomOrder } from '@shared/rules/reorder';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { correctOptionText, type Question } from '../../lib/content/question';
import { countMarks, createDeck, currentCard, deckReducer, isFirstCard, isLastCard, type CardMark, type CardMarks } from './deck-state';
import { DeckControls } from './deck-controls';
import { DeckStatus } from './deck-status';
import { Flashcard } from './flashcard';
import { SureOrNot } from '../question/sure-or-not';
import { STUDY_CARDS_NAMESPACE } from './i18n';
import { ResetIcon, ShuffleIcon, SlidersIcon } from '../ui/icons';
import styles from './flashcard-deck.module.css';
import { formatInterval } from '../../lib/learning/format-interval';
import type { MemoryCard } from '../../lib/learning/memory';
import { useCanReadAloud } from '../read-aloud/use-read-aloud';

export interface FlashcardDeckProps {
  questions: readonly Question[];
  /** How many cards the deck will hold when more are on their way (a server-rendered preview's full deck). */
  total?: number;
  marks: CardMarks;
  /**
   * Saves a mark, with whether the learner said before turning the card that they were sure;
   * resolves with the question's new review schedule (shown as "comes back in …").
   */
  onMark: (question: Question, mark: CardMark, sure: boolean | undefined) => Promise<MemoryCard | undefined>;
  onClearMarks: (questionIds: readonly string[]) => void;
  /**
   * Every question of the chosen deck, when the cards on show are fewer (those due now): marks
   * are counted, and reset, over the whole deck.
   */
  deckIds?: readonly string[];
  /** Cards of the deck left out until they are due again, and when the first comes back (epoch ms). */
  /** Cards of the deck not due yet, and how long until the first of them is. */
  resting?: { count: number; dueInMs: number } | null;
  /** Extra controls shown at the start of the toolbar (e.g. a category picker). */
  tools?: ReactNode;
}

const isFormField = (target: EventTarget) => target instanceof HTMLSelectElement || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * A deck of flashcards with its toolbar, position, counts and controls. Give it a `key`
 * that changes with its questions: a new deck starts on card 1 with the answer hidden.
 */
export function FlashcardDeck({ questions, total: coming, marks, onMark, onClearMarks, deckIds, resting, tools }: FlashcardDeckProps) {
  const { t } = useTranslation(STUDY_CARDS_NAMESPACE);
  const [state, dispatch] = useReducer(deckReducer, questions.length, createDeck);
  const [comesBack, setComesBack] = useState<string | null>(null);
  const resetDialog = useRef<HTMLDialogElement>(null);
  const canListen = useCanReadAloud();
  // On a phone the settings fold behind one Options button so the card comes first (wide screens always show them).
  const [optionsOpen, setOptionsOpen] = useState(false);
  useEffect(() => dispatch({ type: 'grow', size: questions.length }), [questions.length]);
  // The sticky controls never hide the control that has focus (WCAG 2.4.11). Set while the deck is
  // shown rather than with html:has(), which makes every change to the page re-check the whole document.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '8.5rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  const total = Math.max(questions.length, coming ?? 0);
  const index = currentCard(state);
  const question = index === undefined ? undefined : questions[index];
  // Asked afresh for every card.
  const [sure, setSure] = useState<{ id: string; sure: boolean | undefined }>({ id: '', sure: undefined });
  const sureOfCard = question && sure.id === question.id ? sure.sure : undefined;
  const ids = deckIds ?? questions.map((q) => q.id);
  const counts = countMarks(marks, ids);

  const mark = (value: CardMark) => {
    if (!question) return;
    const markedAt = Date.now();
    const sureWrong = sureOfCard === true && value === 'review';
    void onMark(question, value, sureOfCard).then((card) => {
      if (card) setComesBack(t(sureWrong ? 'comesBackSure' : 'comesBack', { when: formatInterval(card.due - markedAt, t) }));
    });
    dispatch({ type: 'advance', again: value === 'review', moreComing: total > questions.length });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isFormField(event.target)) return;
    if (event.key === 'ArrowLeft') dispatch({ type: 'previous' });
    else if (event.key === 'ArrowRight') dispatch({ type: 'next' });
  };

  const announcement = question
    ? state.showAnswer
      ? t('announce.answer', { letter: indexToLetter(question.correct_answer), text: correctOptionText(question) })
      : t('announce.card', { current: state.position + 1, total, question: question.question })
    : '';

  return (
    <section className={styles.deck} aria-label={t('deckLabel')} onKeyDown={onKeyDown}>
      <button
        type="button"
        className={styles.optionsToggle}
        aria-expanded={optionsOpen}
        aria-controls="deck-options"
        onClick={() => setOptionsOpen((open) => !open)}
      >
        <SlidersIcon /> {t('options')}
      </button>
      <div id="deck-options" className={styles.toolbar} data-collapsed={optionsOpen ? undefined : ''}>
        {tools && <div className={styles.tools}>{tools}</div>}
        <div className={styles.toolButtons}>
          <Button variant="ghost" size="sm" icon={<ShuffleIcon />} onClick={() => dispatch({ type: 'shuffle', order: randomOrder(questions.length) })}>
            {t('shuffle')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<ResetIcon />}
            onClick={() => resetDialog.current?.showModal()}
          >
            {t('resetProgress')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        dialogRef={resetDialog}
        title={t('reset.title')}
        body={t('reset.body')}
        cancelLabel={t('reset.cancel')}
        confirmLabel={t('reset.confirm')}
        onConfirm={() => {
          onClearMarks(ids);
          dispatch({ type: 'restart' });
          resetDialog.current?.close();
        }}
      />

      <DeckStatus position={state.position} total={total} known={counts.known} review={counts.review} />
      {/* One line under the counts: what the last mark did, else which cards rest (no second line to push the card down). */}
      <p className={styles.comesBack} role="status">
        {comesBack ? (
          <span data-testid="comes-back">{comesBack}</span>
        ) : resting && resting.count > 0 ? (
          <span data-testid="resting">{t('resting', { count: resting.count, when: formatInterval(resting.dueInMs, t) })}</span>
        ) : null}
      </p>

      {state.completed && (
        <Alert
          tone="success"
          title={t('finished.title')}
          action={
            <Button size="sm" variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
              {t('finished.startOver')}
            </Button>
          }
        >
          {t('finished.body', { known: counts.known, review: counts.review })}
        </Alert>
      )}

      {question && (
        <Flashcard
          key={question.id}
          question={question}
          showAnswer={state.showAnswer}
          mark={marks[question.id]}
          onFlip={() => dispatch({ type: 'flip' })}
          beforeAnswer={<SureOrNot sure={sureOfCard} onChange={(value) => setSure({ id: question.id, sure: value })} className={styles.sure} />}
        />
      )}

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <DeckControls
        showAnswer={state.showAnswer}
        isFirst={isFirstCard(state)}
        isLast={isLastCard(state)}
        onFlip={() => dispatch({ type: 'flip' })}
        onPrevious={() => dispatch({ type: 'previous' })}
        onNext={() => dispatch({ type: 'next' })}
        onMark={mark}
      />
      <p className={styles.keyboardHint}>
        {t('keyboardHint')}
        {canListen && ` ${t('question.readAloud.shortcut', { ns: 'common' })}`}
      </p>
    </section>
  );
}
