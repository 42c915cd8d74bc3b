import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { findCategory } from '@shared/categories';
import { paths } from '../../app/paths';
import { Page } from '../../components/ui/page';
import { focusMainHeading } from './focus-heading';
import { NAMESPACE } from './i18n';
import type { TestResult } from './logic/test-result';
import { AnswerReview } from './results/answer-review';
import { KeepStudying } from './results/keep-studying';
import { readLastResult, resultFromState } from './results/last-result';
import { ScoreSummary } from './results/score-summary';
import styles from './results/results.module.css';

/** /test-results: the result handed over by the test, else the last saved one, else back to /practice. */
export function TestResultsPage() {
  const location = useLocation();
  const [result] = useState(() => resultFromState(location.state) ?? readLastResult());
  if (!result) return <Navigate to={paths.practice} replace />;
  return <ResultsView result={result} />;
}

function ResultsView({ result }: { result: TestResult }) {
  const { t } = useTranslation(NAMESPACE);
  const category = result.category ? findCategory(result.category) : undefined;

  useEffect(() => {
    focusMainHeading();
  }, []);

  const eyebrow = (
    <span className={styles.eyebrow}>
      {t('results.eyebrow')}
      {category && (
        <span className={styles.topic}>
          {t(`categories.${category.code}`, { ns: 'common' })}
        </span>
      )}
    </span>
  );

  return (
    <Page title={t('results.title')} eyebrow={eyebrow} width="narrow">
      <ScoreSummary result={result} />
      <AnswerReview questions={result.questions} />
      <KeepStudying />
    </Page>
  );
}
