import type { QuestionHistoryEntry } from '@shared/contract/admin';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { fieldChanges, fieldName } from '../logic/history-view';
import styles from './question-history.module.css';

const WHEN = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => WHEN.format(new Date(iso));

/** One change: when, who, what, which fields, and for an edit each field before and after. */
export function HistoryEntry({ entry }: { entry: QuestionHistoryEntry }) {
  const { t } = useTranslation(NAMESPACE);
  const label = (field: string) => {
    const { name, french } = fieldName(field);
    const base = t(`history.fields.${name}`, { defaultValue: name });
    return french ? t('history.frenchField', { field: base }) : base;
  };
  const changes = fieldChanges(entry, { yes: t('history.yes'), no: t('history.no'), date: when });

  return (
    <li className={styles.entry}>
      <p className={styles.summary}>
        <strong>{t(`history.actions.${entry.action}`)}</strong>
        <span>
          <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
        </span>
        <span>{t('history.by', { email: entry.admin_email ?? t('history.unknownAdmin') })}</span>
      </p>
      {entry.changed_fields.length > 0 && <p className={styles.fields}>{t('history.changed', { fields: entry.changed_fields.map(label).join(', ') })}</p>}
      {changes.length > 0 && (
        <dl className={styles.changes}>
          {changes.map((change) => (
            <div key={change.field} className={styles.change}>
              <dt>{label(change.field)}</dt>
              <dd className={styles.before}>
                <span className={styles.tag}>{t('history.before')}</span> {change.before || <em>{t('history.blank')}</em>}
              </dd>
              <dd className={styles.after}>
                <span className={styles.tag}>{t('history.after')}</span> {change.after || <em>{t('history.blank')}</em>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
