import type { QuestionHistoryEntry } from '@shared/contract/admin';
import { HELP_LANGUAGES } from '@shared/help-languages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { useCategoryChoices } from '../hooks/use-category-choices';
import { entryDetail, fieldChanges, fieldName, splitChange, type TextSplit } from '../logic/history-view';
import styles from './question-history.module.css';

const WHEN = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
export const historyTime = (iso: string) => WHEN.format(new Date(iso));

/** A value with the words that changed marked (del in the version before, ins in the one after). */
function Marked({ split, as: Mark }: { split: TextSplit; as: 'del' | 'ins' }) {
  if (!split.start && !split.end) return <>{split.changed}</>;
  // The space before an added sentence is not part of what was added.
  const words = split.changed.trimStart();
  return (
    <>
      {split.start}
      {split.changed.slice(0, split.changed.length - words.length)}
      {words && <Mark className={styles.mark}>{words}</Mark>}
      {split.end}
    </>
  );
}

/** One change: when, who, what, and for an edit each changed field before and after; `children` act on it. */
export function HistoryEntry({ entry, children }: { entry: QuestionHistoryEntry; children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const label = (field: string) => {
    const { name, language } = fieldName(field);
    const base = t(`history.fields.${name}`, { defaultValue: name });
    if (language === 'fr') return t('history.frenchField', { field: base });
    return language ? t('history.inLanguage', { field: base, language: HELP_LANGUAGES[language].english }) : base;
  };
  const categories = useCategoryChoices();
  const detail = entryDetail(entry);
  // Codes as the editor names them: Hard, not hard; Government, not GOV.
  const named: Record<string, (value: string) => string> = {
    difficulty_level: (value) => t(`difficulty.${value}`, { defaultValue: value }),
    type: (value) => t(`questionType.${value}`, { defaultValue: value }),
    category_code: (value) => categories.find((c) => c.code === value)?.name ?? value,
  };
  const changes = fieldChanges(entry, { yes: t('history.yes'), no: t('history.no'), date: historyTime }).map((change) => {
    const name = named[change.field];
    const [before, after] = name ? [change.before && name(change.before), change.after && name(change.after)] : [change.before, change.after];
    return { field: change.field, ...splitChange(before, after) };
  });

  return (
    <li className={styles.entry}>
      <p className={styles.summary}>
        <strong>{t(`history.actions.${entry.action}`)}</strong>
        <span>
          <time dateTime={entry.created_at}>{historyTime(entry.created_at)}</time>
        </span>
        <span>{t('history.by', { email: entry.admin_email ?? t('history.unknownAdmin') })}</span>
      </p>
      {detail === 'not-recorded' && <p className={styles.fields}>{t('history.notRecorded')}</p>}
      {detail === 'no-change' && <p className={styles.fields}>{t('history.noChange')}</p>}
      {changes.length > 0 && <p className={styles.fields}>{t('history.changed', { fields: entry.changed_fields.map(label).join(', ') })}</p>}
      {changes.length > 0 && (
        <dl className={styles.changes}>
          {changes.map((change) => (
            <div key={change.field} className={styles.change}>
              <dt>{label(change.field)}</dt>
              <dd className={styles.before}>
                <span className={styles.tag}>{t('history.before')}</span>{' '}
                {change.before.changed || change.before.start ? <Marked split={change.before} as="del" /> : <em>{t('history.blank')}</em>}
              </dd>
              <dd className={styles.after}>
                <span className={styles.tag}>{t('history.after')}</span>{' '}
                {change.after.changed || change.after.start ? <Marked split={change.after} as="ins" /> : <em>{t('history.blank')}</em>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </li>
  );
}
