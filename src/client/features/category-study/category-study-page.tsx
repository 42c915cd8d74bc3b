import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { findCategory, type CategoryDefinition } from '@shared/categories';
import { paths, ROUND_SIZES, STUDY_MODES, type StudyMode as Mode } from '../../config/paths';
import { useCardMarks } from '../../components/study-cards/use-card-marks';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { StateView } from '../../components/ui/state-view';
import { categoryQuestionsParams, useCategories, useQuestions } from '../../lib/content/api';
import { focusHeading } from '../../lib/focus-heading';
import { usePageTitle } from '../../lib/page-head';
import { Breadcrumb, CategoryHeader } from './category-header';
import { CategoryOverview } from './category-overview';
import { NAMESPACE } from './i18n';
import { StudyMode } from './study-mode';
import styles from './category-study.module.css';
import { useCategoryName } from '../../lib/content/use-category-name';

export function CategoryStudyPage() {
  const { categoryCode = '', mode } = useParams();
  const category = findCategory(categoryCode);
  if (!category) return <CategoryNotFound name={categoryCode} />;
  // The mode is part of the address (Back and reload keep it); an unknown one is the topic's overview.
  if (mode !== undefined && !STUDY_MODES.includes(mode as Mode)) return <Navigate to={paths.studyCategory.getHref(category.slug)} replace />;
  return <CategoryStudy key={category.code} category={category} mode={mode as Mode | undefined} />;
}

/** The round size asked for in the address (?size=20), else the default. */
function useRoundSize(): number {
  const [search] = useSearchParams();
  const asked = Number(search.get('size'));
  return ROUND_SIZES.find((size) => size === asked) ?? ROUND_SIZES[0];
}

function CategoryNotFound({ name }: { name: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Page
      title={t('notFound.title')}
      eyebrow={<Breadcrumb />}
      lead={t('notFound.body', { name })}
      actions={<ButtonLink to={paths.categories.getHref()}>{t('notFound.back')}</ButtonLink>}
    />
  );
}

function CategoryStudy({ category, mode }: { category: CategoryDefinition; mode: Mode | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const { code } = category;
  const name = useCategoryName(code);
  usePageTitle(name);
  const server = useCategories().data?.find((c) => c.code === code);
  const questions = useQuestions(categoryQuestionsParams(code));
  const roundSize = useRoundSize();
  const deckMarks = useCardMarks();
  // Back from a mode to the overview starts reading at the top again (a mode focuses its own heading).
  const shownMode = useRef(mode);
  useEffect(() => {
    if (!mode && shownMode.current) focusHeading();
    shownMode.current = mode;
  }, [mode]);

  let body;
  if (questions.isError) {
    body = (
      <StateView
        tone="error"
        title={t('error.title')}
        actions={
          <>
            <Button onClick={() => void questions.refetch()}>{t('error.tryAgain')}</Button>
            <ButtonLink to={paths.categories.getHref()} variant="ghost">
              {t('error.back')}
            </ButtonLink>
          </>
        }
      />
    );
  } else if (!mode) {
    body = <CategoryOverview code={code} slug={category.slug} questions={questions.data} />;
  } else {
    body = <StudyMode mode={mode} code={code} slug={category.slug} roundSize={roundSize} questions={questions.data} deckMarks={deckMarks} />;
  }

  return (
    <div className={styles.page}>
      <CategoryHeader code={code} name={name} description={server?.description ?? category.description} />
      {questions.isPending && (
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
      )}
      {body}
    </div>
  );
}
