import { useTranslation } from 'react-i18next';
import { PASS_PERCENTAGE } from '@shared/constants';
import { passMark } from '@shared/rules/scoring';
import { NAMESPACE } from '../i18n';
import { formatClock } from '../logic/clock';
import styles from './practice-start.module.css';

/** Questions, time limit and pass mark of the test about to start (a review drill has no pass mark). */
export function TestFacts({ questionCount, limit, passMarkShown = true }: { questionCount: number; limit: number | null; passMarkShown?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('start.facts.questions')}</dt>
        <dd>{questionCount}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('start.facts.timeLimit')}</dt>
        <dd>{limit === null ? t('start.facts.noLimit') : formatClock(limit)}</dd>
      </div>
      {passMarkShown && (
        <div className={styles.fact}>
          <dt>{t('start.facts.passLabel', { percent: PASS_PERCENTAGE })}</dt>
          <dd>{t('start.facts.passMark', { count: passMark(questionCount), total: questionCount })}</dd>
        </div>
      )}
    </dl>
  );
}
