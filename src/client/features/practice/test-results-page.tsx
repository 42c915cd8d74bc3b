import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { findCategory } from '@shared/categories';
import { paths } from '../../config/paths';
import { Page } from '../../components/ui/page';
import { focusHeading } from '../../lib/focus-heading';
import { NAMESPACE } from './i18n';
import { reviewItems, type TestResult } from './logic/test-result';
import { AnswerReview } from './results/answer-review';
import { CategoryScores } from './results/category-scores';
import { KeepStudying } from './results/keep-studying';
import { LearningNext } from './results/learning-next';
import { lastTestRound, resultFromState, useRoundResult } from './results/last-result';
import { PageLoading } from '../../components/ui/page-loading';
import { useLearning } from '../../lib/learning/use-learning';
import { ScoreSummary } from './results/score-summary';
import styles from './results/results.module.css';
import { useCategoryName } from '../../lib/content/use-category-name';
import { useQuestionsInLang } from '../../lib/content/use-questions-in-lang';

/** /test-results: the result handed over by the test, else the last test of the record, else back to /practice. */
export function TestResultsPage() {
  const location = useLocation();
  const [handedOver] = useState(() => resultFromState(location.state));
  const learning = useLearning();
  const round = handedOver ? undefined : lastTestRound(learning);
  const fromRecord = useRoundResult(round);
  const result = handedOver ?? fromRecord.result;
  if (result) return <ResultsView result={result} />;
  if (learning.status === 'loading' || (round && !fromRecord.failed)) return <PageLoading />;
  return <Navigate to={paths.practice.getHref()} replace />;
}

function ResultsView({ result }: { result: TestResult }) {
  const { t } = useTranslation(NAMESPACE);
  const categoryName = useCategoryName(result.category ?? undefined);
  const category = result.category ? findCategory(result.category) : undefined;
  const shownQuestions = useQuestionsInLang(result.questions);

  useEffect(() => {
    focusHeading();
  }, []);

  const eyebrow = (
    <span className={styles.eyebrow}>
      {t('results.eyebrow')}
      {category && (
        <span className={styles.topic}>
          {categoryName}
        </span>
      )}
    </span>
  );

  return (
    <Page title={t('results.title')} eyebrow={eyebrow} width="narrow">
      <ScoreSummary result={result} />
      <CategoryScores result={result} />
      <LearningNext result={result} />
      <AnswerReview questions={reviewItems({ ...result, questions: [...shownQuestions] })} />
      <KeepStudying result={result} />
    </Page>
  );
}
