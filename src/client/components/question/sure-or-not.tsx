import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRACTICE_QUESTION_NAMESPACE } from './i18n';
import styles from './sure-or-not.module.css';

/**
 * The optional "how sure are you?" asked before an answer shows (topic practice and flashcards,
 * never a test): two toggles, either or neither.
 */
export function SureOrNot({ sure, onChange, className }: { sure: boolean | undefined; onChange: (sure: boolean | undefined) => void; className?: string }) {
  const { t } = useTranslation(PRACTICE_QUESTION_NAMESPACE);
  const label = useId();
  return (
    <div className={className ? `${styles.group} ${className}` : styles.group} role="group" aria-labelledby={label} data-testid="sure-or-not">
      <span id={label} className={styles.question}>
        {t('sure.question')} <span className={styles.optional}>{t('sure.optional')}</span>
      </span>
      {[true, false].map((value) => (
        <button key={String(value)} type="button" className={styles.choice} aria-pressed={sure === value} onClick={() => onChange(sure === value ? undefined : value)}>
          {t(value ? 'sure.sure' : 'sure.notSure')}
        </button>
      ))}
    </div>
  );
}
