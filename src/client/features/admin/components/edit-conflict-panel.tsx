import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NAMESPACE } from '../i18n';
import type { ConflictField } from '../logic/edit-conflict';
import styles from './edit-conflict.module.css';

interface Props {
  fields: ConflictField[];
  changedBy: string | null;
  changedAt: string | null;
  onKeepMine: () => void;
  onLoadTheirs: () => void;
}

/** Someone saved this question while the admin edited it: what they changed, and the two ways on. */
export function EditConflictPanel({ fields, changedBy, changedAt, onKeepMine, onLoadTheirs }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const when = changedAt ? new Date(changedAt).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <section className={styles.panel} role="alert" aria-labelledby="edit-conflict-title">
      <h3 id="edit-conflict-title" className={styles.title}>
        {t('conflict.title')}
      </h3>
      <p className={styles.text}>{changedBy ? t('conflict.byWho', { who: changedBy, when }) : t('conflict.bySomeone')}</p>
      {fields.length > 0 && (
        <dl className={styles.fields}>
          {fields.map((f) => (
            <div key={f.key} className={styles.field}>
              <dt>{f.label}</dt>
              <dd>
                <span className={styles.tag}>{t('conflict.now')}</span> {f.theirs || t('conflict.blank')}
              </dd>
              {f.mine !== undefined && (
                <dd>
                  <span className={styles.tag}>{t('conflict.yours')}</span> {f.mine || t('conflict.blank')}
                </dd>
              )}
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onLoadTheirs}>
          {t('conflict.loadTheirs')}
        </Button>
        <Button variant="ghost" onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </Button>
      </div>
    </section>
  );
}

/** What the admin had typed before loading the other version: there to copy from, until they close it. */
export function MyDraftPanel({ changes, onDismiss }: { changes: { key: string; label: string; text: string }[]; onDismiss: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.panel} aria-labelledby="my-draft-title">
      <h3 id="my-draft-title" className={styles.title}>
        {t('conflict.draftTitle')}
      </h3>
      <p className={styles.text}>{t('conflict.draftHint')}</p>
      <dl className={styles.fields}>
        {changes.map((c) => (
          <div key={c.key} className={styles.field}>
            <dt>{c.label}</dt>
            <dd className={styles.copyable}>{c.text || t('conflict.blank')}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDismiss}>
          {t('conflict.draftDismiss')}
        </Button>
      </div>
    </section>
  );
}
