import { ANSWER_LETTERS } from '@shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { frenchIsBlank, type FrenchFormValues } from '../logic/question-form';
import form from './form.module.css';
import styles from './question-editor.module.css';

interface Props {
  values: FrenchFormValues;
  trueFalse: boolean;
  onChange: (values: FrenchFormValues) => void;
}

/**
 * The French version of the question being edited: its options follow the English order. The
 * panel is in English; the French fields are labelled in French, like what they hold.
 */
export function FrenchFields({ values, trueFalse, onChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const set = <K extends keyof FrenchFormValues>(key: K, value: FrenchFormValues[K]) => onChange({ ...values, [key]: value });
  return (
    <fieldset className={styles.french} lang="fr">
      <legend className={styles.frenchTitle} lang="en">
        {t('modal.french.title')}
      </legend>
      <p className={form.hint} lang="en" id={field('hint')}>
        {t('modal.french.hint')}
      </p>
      {frenchIsBlank(values) && (
        <p className={styles.frenchMissing} lang="en">
          {t('modal.french.missing')}
        </p>
      )}
      <div className={form.field}>
        <label className={form.label} htmlFor={field('question')}>
          {t('modal.french.question')}
        </label>
        <textarea id={field('question')} className={form.control} rows={3} value={values.question} onChange={(e) => set('question', e.target.value)} aria-describedby={field('hint')} />
      </div>
      {trueFalse ? (
        <p className={form.hint} lang="en">
          {t('modal.french.trueFalse')}
        </p>
      ) : (
        ANSWER_LETTERS.map((letter, index) => (
          <div className={form.field} key={letter}>
            <label className={form.label} htmlFor={field(`option-${letter}`)}>
              {t('modal.french.option', { letter })}
            </label>
            <input
              id={field(`option-${letter}`)}
              className={form.control}
              value={values.options[index] ?? ''}
              onChange={(e) => set('options', values.options.map((old, i) => (i === index ? e.target.value : old)))}
            />
          </div>
        ))
      )}
      <div className={form.field}>
        <label className={form.label} htmlFor={field('explanation')}>
          {t('modal.french.explanation')}
        </label>
        <textarea id={field('explanation')} className={form.control} rows={3} value={values.explanation} onChange={(e) => set('explanation', e.target.value)} />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={field('memory')}>
          {t('modal.french.memoryDevice')}
        </label>
        <textarea id={field('memory')} className={form.control} rows={2} value={values.memoryDevice} onChange={(e) => set('memoryDevice', e.target.value)} />
      </div>
    </fieldset>
  );
}
