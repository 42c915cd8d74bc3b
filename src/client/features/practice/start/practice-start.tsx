import { useTranslation } from 'react-i18next';
import { passMark } from '@shared/rules/scoring';
import { PASS_PERCENTAGE, TEST_TIME_LIMIT_SECONDS } from '@shared/constants';
import { findCategory } from '@shared/categories';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { NAMESPACE } from '../i18n';
import { CheckIcon } from '../../../components/ui/icons';
import { formatClock } from '../logic/clock';
import type { StartNotice } from '../logic/practice-reducer';
import { TopicPicker } from './topic-picker';
import styles from './practice-start.module.css';
import { useCategoryName } from '../../../lib/content/use-category-name';

interface Props {
  categoryCode: string | undefined;
  questionCount: number;
  notice: StartNotice | null;
  loading: boolean;
  onStart: () => void;
}

const RULES = ['choose', 'timer', 'review'] as const;

export function PracticeStart({ categoryCode, questionCount, notice, loading, onStart }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const categoryName = useCategoryName(categoryCode);
  const category = categoryCode ? findCategory(categoryCode) : undefined;
  const noQuestions = questionCount === 0 || notice === 'noQuestions';
  const eyebrow = category ? (
    <span className={styles.topic}>
      {categoryName}
    </span>
  ) : (
    <span className={styles.topic}>{t('start.eyebrowAll')}</span>
  );

  return (
    <Page title={t('start.title')} eyebrow={eyebrow} lead={t('start.lead')} width="narrow">
      <Card className={styles.card}>
        <h2 id="expect-title" className={styles.cardTitle}>
          {t('start.expectTitle')}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('start.facts.questions')}</dt>
            <dd>{questionCount}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('start.facts.timeLimit')}</dt>
            <dd>{formatClock(TEST_TIME_LIMIT_SECONDS)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('start.facts.passLabel', { percent: PASS_PERCENTAGE })}</dt>
            <dd>{t('start.facts.passMark', { count: passMark(questionCount), total: questionCount })}</dd>
          </div>
        </dl>
        <ul className={styles.rules}>
          {RULES.map((rule) => (
            <li key={rule}>
              <span className={styles.ruleIcon}>
                <CheckIcon size={16} />
              </span>
              {t(`start.rules.${rule}`)}
            </li>
          ))}
        </ul>

        {notice === 'loadFailed' && <Alert tone="error">{t('start.loadFailed')}</Alert>}
        {noQuestions && <Alert tone="info">{t('start.noQuestions')}</Alert>}

        <div className={styles.actions}>
          <Button
            size="lg"
            onClick={loading ? undefined : onStart}
            disabled={noQuestions}
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
            icon={loading ? <span className={styles.spinner} aria-hidden="true" /> : undefined}
          >
            {loading ? t('start.loading') : t('start.startButton')}
          </Button>
          <ButtonLink to={paths.study.getHref()} size="lg" variant="secondary">
            {t('start.studyFirst')}
          </ButtonLink>
        </div>
      </Card>

      <TopicPicker current={category?.code} />
    </Page>
  );
}
