import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { findCategory, type CategoryDefinition } from '@shared/categories';
import { paths } from '../../config/paths';
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
import { StudyMode, type Mode } from './study-mode';
import styles from './category-study.module.css';
import { useCategoryName } from '../../lib/content/use-category-name';

export function CategoryStudyPage() {
  const { categoryCode = '' } = useParams();
  const category = findCategory(categoryCode);
  // A new category is a new screen: its mode starts again at the overview.
  return category ? <CategoryStudy key={category.code} category={category} /> : <CategoryNotFound name={categoryCode} />;
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

function CategoryStudy({ category }: { category: CategoryDefinition }) {
  const { t } = useTranslation(NAMESPACE);
  const { code } = category;
  const name = useCategoryName(code);
  usePageTitle(name);
  const server = useCategories().data?.find((c) => c.code === code);
  const questions = useQuestions(categoryQuestionsParams(code));
  const [mode, setMode] = useState<Mode>('overview');
  // Flashcard marks live as long as the screen, across modes (memory only).
  const deckMarks = useCardMarks();
  const openMode = (next: Mode) => {
    setMode(next);
    if (next === 'overview') requestAnimationFrame(() => focusHeading());
  };

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
  } else if (mode === 'overview' || !questions.data) {
    body = <CategoryOverview code={code} questions={questions.data} onStart={openMode} />;
  } else {
    body = <StudyMode mode={mode} code={code} questions={questions.data} deckMarks={deckMarks} onOverview={() => openMode('overview')} />;
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
