import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import form from './form.module.css';
import styles from './question-editor.module.css';

const DAY = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' });

/** "I checked this against the guide": saving with it ticked sets the question's verified_at to now. */
export function VerifiedCheck({ checked, verifiedAt, onChange }: { checked: boolean; verifiedAt: string | null; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const hintId = useId();
  return (
    <div className={styles.verified}>
      <label className={styles.verifiedLabel}>
        <input type="checkbox" checked={checked} aria-describedby={hintId} onChange={(e) => onChange(e.target.checked)} />
        {t('modal.verified')}
      </label>
      <p id={hintId} className={form.hint}>
        {verifiedAt ? t('modal.lastChecked', { date: DAY.format(new Date(verifiedAt)) }) : t('modal.neverChecked')}
      </p>
    </div>
  );
}
