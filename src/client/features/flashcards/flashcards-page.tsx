import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { FlashcardDeck } from '../../components/study-cards/flashcard-deck';
import { DeckSkeleton } from '../../components/study-cards/deck-skeleton';
import { useCardMarks } from '../../components/study-cards/use-card-marks';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { StateView } from '../../components/ui/state-view';
import { parseCategoryParam, withCategoryParam, type CategoryFilter } from './category-param';
import { CategorySelect } from './category-select';
import { NAMESPACE } from './i18n';
import { useFlashcardQuestions } from './use-flashcard-questions';
import { useFirstMove } from './use-first-move';
import styles from './flashcards-page.module.css';
import { useMemo, useState } from 'react';
import { STUDY_CARDS_NAMESPACE } from '../../components/study-cards/i18n';
import { formatInterval } from '../../lib/learning/format-interval';
import { useNow } from '../../lib/learning/use-now';
import type { MemoryCard } from '../../lib/learning/memory';
import { useLearning } from '../../lib/learning/use-learning';
import { scheduleDeck } from './schedule-deck';
import type { Question } from '../../lib/content/question';
import { useQuestionsInLang } from '../../lib/content/use-questions-in-lang';

/**
 * The review schedule as it was when the learner's data arrived: marking cards during the visit
 * must not reorder the deck under them.
 */
function useMemoryAtStart(): { memory: ((id: string) => MemoryCard | undefined) | null; reviewed: boolean } {
  const learning = useLearning();
  const [questions, setQuestions] = useState(learning.status === 'loading' ? null : learning.questions);
  if (questions === null && learning.status !== 'loading') setQuestions(learning.questions);
  return useMemo(() => ({ memory: questions ? (id: string) => questions.get(id)?.card : null, reviewed: (questions?.size ?? 0) > 0 }), [questions]);
}

const NO_QUESTIONS: readonly Question[] = [];

export function FlashcardsPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tCards } = useTranslation(STUDY_CARDS_NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const category = parseCategoryParam(searchParams.get('category'));
  const { memory, reviewed } = useMemoryAtStart();
  // A server-rendered deck starts with a few cards. The rest (the whole bank, received from the
  // bank worker and drawn) wait for the learner's first move, so the page's load does not hold up
  // that first tap; a learner with review schedules needs the whole deck to pick the cards due.
  const { query, restFailed } = useFlashcardQuestions(category, useFirstMove() || reviewed);
  const { marks, mark, clear } = useCardMarks();
  const [cram, setCram] = useState(false);
  const now = useNow();
  const schedule = useMemo(() => (query.data && memory && !cram ? scheduleDeck(query.data.questions, memory, now) : null), [query.data, memory, cram, now]);
  const scheduled = schedule?.changed === true;
  const deck = useQuestionsInLang(scheduled ? schedule.questions : (query.data?.questions ?? NO_QUESTIONS));

  const changeCategory = (next: CategoryFilter) => setSearchParams((prev) => withCategoryParam(prev, next), { replace: true });
  const picker = (
    <div className={styles.tools}>
      <CategorySelect value={category} onChange={changeCategory} />
      <label className={styles.cram}>
        <input type="checkbox" checked={cram} onChange={(event) => setCram(event.target.checked)} aria-describedby="cram-hint" />
        <span>{tCards('cram.label')}</span>
      </label>
      <p id="cram-hint" className="visually-hidden">
        {tCards('cram.hint')}
      </p>
    </div>
  );
  const toolbar = <div className={styles.toolbar}>{picker}</div>;

  let body;
  if (query.isPending) {
    body = (
      <>
        {toolbar}
        <DeckSkeleton label={t('loading')} />
      </>
    );
  } else if (query.isError) {
    body = (
      <StateView
        tone="error"
        title={t('error.title')}
        actions={
          <>
            <Button onClick={() => void query.refetch()}>{t('error.tryAgain')}</Button>
            <ButtonLink to={paths.home.getHref()} variant="ghost">
              {t('error.home')}
            </ButtonLink>
          </>
        }
      >
        <p>{t('error.body')}</p>
      </StateView>
    );
  } else if (query.data.questions.length === 0) {
    body = (
      <>
        {toolbar}
        <StateView title={t('empty.title')} actions={<ButtonLink to={paths.categories.getHref()}>{t('empty.browse')}</ButtonLink>}>
          <p>{t('empty.body')}</p>
        </StateView>
      </>
    );
  } else if (schedule?.changed && schedule.questions.length === 0) {
    body = (
      <>
        {toolbar}
        <StateView title={tCards('caughtUp.title')}>
          <p>{tCards('caughtUp.body', { when: formatInterval((schedule.nextDue ?? now) - now, tCards) })}</p>
        </StateView>
      </>
    );
  } else {
    body = (
      <>
        {query.data.offline && <Alert title={t('offline.title')}>{t('offline.body')}</Alert>}
        <FlashcardDeck
          // A new category, a new load or a new order is a new deck: card 1, answer hidden. A deck
          // nobody has reviewed keeps its server-rendered order, so it grows without starting over.
          key={`${category}:${query.data.deckId}:${scheduled ? `due-${schedule.questions.length}` : cram ? 'cram' : 'all'}`}
          questions={deck}
          total={query.data.preview && !restFailed && !scheduled ? query.data.total : undefined}
          deckIds={scheduled ? query.data.questions.map((q) => q.id) : undefined}
          resting={scheduled && schedule.nextDue !== null ? { count: query.data.questions.length - schedule.questions.length, dueInMs: schedule.nextDue - now } : null}
          marks={marks}
          onMark={mark}
          onClearMarks={clear}
          tools={picker}
        />
      </>
    );
  }

  return (
    <Page title={t('title')} lead={t('lead')} width="narrow">
      <div className={styles.body}>{body}</div>
    </Page>
  );
}
