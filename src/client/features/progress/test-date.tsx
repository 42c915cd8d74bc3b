import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dailyTarget } from '../../lib/learning/mastery';
import { learnerStore } from '../../lib/storage/learner-store';
import { NAMESPACE } from './i18n';
import styles from './progress.module.css';

/** The optional test date, and how many questions a day that asks for. */
export function TestDate({ testDate, notMastered, now }: { testDate: string | null; notMastered: number; now: number }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const target = dailyTarget(testDate, notMastered, now);
  const save = (value: string | null) => learnerStore.update(() => ({ goal: { testDate: value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null } }));
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
    </div>
  );
}
