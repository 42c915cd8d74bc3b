import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import form from './form.module.css';
import styles from './answer-options.module.css';

/** A true/false question's answer: the options are always True (A) and False (B). */
export function TrueFalseAnswer({ correctAnswer, onChange }: { correctAnswer: number; onChange: (answer: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={form.label}>{t('modal.trueFalseAnswer')}</legend>
      <p className={form.hint}>{t('modal.trueFalseHint')}</p>
      <div className={styles.trueFalse}>
        {(['true', 'false'] as const).map((value, index) => (
          <label key={value} className={`${styles.trueFalseOption} ${correctAnswer === index ? styles.correct : ''}`}>
            <input type="radio" name={`${id}-truth`} checked={correctAnswer === index} onChange={() => onChange(index)} />
            {t(`modal.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
