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
import styles from './flashcards-page.module.css';

export function FlashcardsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams, setSearchParams] = useSearchParams();
  const category = parseCategoryParam(searchParams.get('category'));
  const query = useFlashcardQuestions(category);
  const { marks, mark, clear } = useCardMarks();

  const changeCategory = (next: CategoryFilter) => setSearchParams((prev) => withCategoryParam(prev, next), { replace: true });
  const picker = <CategorySelect value={category} onChange={changeCategory} />;
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
  } else {
    body = (
      <>
        {query.data.offline && <Alert title={t('offline.title')}>{t('offline.body')}</Alert>}
        <FlashcardDeck
          // A new category or a new load is a new deck: card 1, answer hidden.
          key={`${category}:${query.dataUpdatedAt}`}
          questions={query.data.questions}
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
