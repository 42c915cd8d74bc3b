import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { dailyTarget } from '../../lib/learning/mastery';
import { saveGoal } from '../../lib/plan/goal';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

/** The optional test date, and how many questions a day that asks for. */
export function TestDate({ testDate, notMastered, now }: { testDate: string | null; notMastered: number; now: number }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const target = dailyTarget(testDate, notMastered, now);
  // The rest of the goal (invitation date, minutes a day: set on /plan) is kept.
  const save = (value: string | null) => saveGoal({ testDate: value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null });
  let advice: string;
  if (!target) advice = t('goal.none');
  else if (target.days < 0) advice = t('goal.passed');
  else if (target.days === 0) advice = t('goal.today');
  else advice = t('goal.perDay', { count: target.perDay, days: target.days });
  return (
    <div className={styles.goal}>
      <div className={styles.goalField}>
        <label htmlFor={id}>{t('goal.label')}</label>
        <input id={id} type="date" value={testDate ?? ''} onChange={(event) => save(event.target.value || null)} className={styles.dateInput} />
        {testDate && (
          <button type="button" className={styles.linkButton} onClick={() => save(null)}>
            {t('goal.clear')}
          </button>
        )}
      </div>
      <p aria-live="polite" data-testid="daily-target">
        {advice}
      </p>
      <Link to={paths.plan.getHref()}>{t('goal.plan')}</Link>
    </div>
  );
}
