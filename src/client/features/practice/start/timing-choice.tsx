import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMING_CHOICE_KEY } from '../../../lib/storage/keys';
import { readLocal, writeLocal } from '../../../lib/storage/local-storage';
import { NAMESPACE } from '../i18n';
import { DEFAULT_TIMING, isTimingMode, TIMING_MODES, type TimingMode } from '../logic/timing';
import styles from './practice-start.module.css';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readChoice = (): TimingMode => {
  const stored = readLocal(TIMING_CHOICE_KEY);
  return isTimingMode(stored) ? stored : DEFAULT_TIMING;
};

/** The remembered timing choice; the server's page (and hydration) uses the default. */
export function useTimingChoice(): [TimingMode, (mode: TimingMode) => void] {
  const mode = useSyncExternalStore(subscribe, readChoice, () => DEFAULT_TIMING);
  const choose = (next: TimingMode) => {
    writeLocal(TIMING_CHOICE_KEY, next);
    listeners.forEach((listener) => listener());
  };
  return [mode, choose];
}

/** Native radio buttons in a fieldset: arrow keys move between them, as in any form. */
export function TimingChoice({ value, onChange }: { value: TimingMode; onChange: (mode: TimingMode) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className={styles.timing}>
      <legend className={styles.timingLegend}>{t('timing.legend')}</legend>
      <div className={styles.timingOptions}>
        {TIMING_MODES.map((mode) => (
          <label key={mode} className={`${styles.timingOption} ${value === mode ? styles.timingChecked : ''}`}>
            <input type="radio" name="timing" value={mode} checked={value === mode} onChange={() => onChange(mode)} aria-describedby={`timing-${mode}-hint`} />
            <span className={styles.timingName}>{t(`timing.${mode}.name`)}</span>
            {/* Each hint is its option's description; the chosen one also shows below the options. */}
            <span id={`timing-${mode}-hint`} className="visually-hidden">
              {t(`timing.${mode}.hint`)}
            </span>
          </label>
        ))}
      </div>
      <p className={styles.timingHint} aria-hidden="true">
        {t(`timing.${value}.hint`)}
      </p>
    </fieldset>
  );
}
