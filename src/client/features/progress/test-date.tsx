import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGlance } from '../../components/plan-glance/plan-glance';
import { saveGoal } from '../../lib/plan/goal';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

/** The optional test date, with the plan to it at a glance (the plan itself is on /plan). */
export function TestDate({ testDate }: { testDate: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  // The rest of the goal (invitation date, minutes a day: set on /plan) is kept.
  const save = (value: string | null) => saveGoal({ testDate: value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null });
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
      <PlanGlance />
    </div>
  );
}
