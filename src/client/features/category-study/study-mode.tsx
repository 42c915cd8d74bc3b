import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashcardDeck } from '../../components/study-cards/flashcard-deck';
import { ArrowLeftIcon } from '../../components/ui/icons';
import type { DeckMarks } from '../../components/study-cards/use-card-marks';
import { Button } from '../../components/ui/button';
import type { Question } from '../../lib/content/question';
import { CategoryPractice } from './category-practice';
import { NAMESPACE } from './i18n';
import styles from './category-study.module.css';

export type Mode = 'overview' | 'flashcards' | 'practice';

/** The flashcards or practice mode, with its heading (focused on entry) and 'Back to Overview'. */
export function StudyMode({
  mode,
  code,
  questions,
  deckMarks,
  onOverview,
}: {
  mode: Exclude<Mode, 'overview'>;
  code: string;
  questions: readonly Question[];
  deckMarks: DeckMarks;
  onOverview: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [mode]);

  return (
    <section className={styles.mode} aria-labelledby="study-mode-title">
      <div className={styles.modeHeader}>
        <Button variant="ghost" size="sm" icon={<ArrowLeftIcon />} onClick={onOverview}>
          {t('backToOverview')}
        </Button>
        <h2 id="study-mode-title" ref={headingRef} tabIndex={-1} className={styles.modeTitle}>
          {mode === 'flashcards' ? t('flashcards.title') : t('practice.title')}
        </h2>
      </div>
      {mode === 'flashcards' ? (
        <FlashcardDeck questions={questions} marks={deckMarks.marks} onMark={deckMarks.mark} onClearMarks={deckMarks.clear} />
      ) : (
        <CategoryPractice code={code} questions={questions} onOverview={onOverview} />
      )}
    </section>
  );
}
