import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FlashcardDeck } from '../../components/study-cards/flashcard-deck';
import { ArrowLeftIcon } from '../../components/ui/icons';
import type { DeckMarks } from '../../components/study-cards/use-card-marks';
import { ButtonLink } from '../../components/ui/button';
import { paths, type StudyMode as Mode } from '../../config/paths';
import type { Question } from '../../lib/content/question';
import { CategoryPractice } from './category-practice';
import { NAMESPACE } from './i18n';
import styles from './category-study.module.css';

/** The flashcards or practice mode, with its heading (focused on entry) and a link back to the topic's overview. */
export function StudyMode({
  mode,
  code,
  slug,
  roundSize,
  questions,
  deckMarks,
}: {
  mode: Mode;
  code: string;
  slug: string;
  roundSize: number;
  /** Undefined while they load. */
  questions: readonly Question[] | undefined;
  deckMarks: DeckMarks;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [mode]);

  return (
    <section className={styles.mode} aria-labelledby="study-mode-title">
      <div className={styles.modeHeader}>
        <ButtonLink to={paths.studyCategory.getHref(slug)} variant="ghost" size="sm" icon={<ArrowLeftIcon />}>
          {t('backToOverview')}
        </ButtonLink>
        <h2 id="study-mode-title" ref={headingRef} tabIndex={-1} className={styles.modeTitle}>
          {mode === 'flashcards' ? t('flashcards.title') : t('practice.title')}
        </h2>
      </div>
      {!questions ? (
        <p className={styles.modeLoading}>{t('loading')}</p>
      ) : mode === 'flashcards' ? (
        <FlashcardDeck questions={questions} marks={deckMarks.marks} onMark={deckMarks.mark} onClearMarks={deckMarks.clear} />
      ) : (
        <CategoryPractice key={roundSize} code={code} slug={slug} roundSize={roundSize} questions={questions} />
      )}
    </section>
  );
}
