import type { AdminQuestionRecord, QuestionStats } from '@shared/contract/admin';
import { indexToLetter } from '@shared/rules/answers';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { previewText } from '../logic/question-preview';
import { QuestionStatsCell } from './question-stats-cell';
import styles from './questions-table.module.css';

interface Props {
  rows: (AdminQuestionRecord & { stats: QuestionStats })[];
  caption: string;
  busy: boolean;
  categoryName: (code: string) => string;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (question: AdminQuestionRecord) => void;
  onHistory: (id: string) => void;
}

/** The 8-column question table; it scrolls sideways inside its own labelled region on phones. */
export function QuestionsTable({ rows, caption, busy, categoryName, selected, onSelect, onEdit, onDelete, onHistory }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const captionId = useId();
  const selectAll = useRef<HTMLInputElement>(null);
  const selectedHere = rows.filter((r) => selected.has(r.id)).length;
  const all = rows.length > 0 && selectedHere === rows.length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selectedHere > 0 && !all;
  }, [selectedHere, all]);

  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={busy}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.check}>
              <label className={styles.hit}>
                <input
                ref={selectAll}
                type="checkbox"
                className={styles.checkbox}
                aria-label={t('questions.selectAll')}
                checked={all}
                onChange={(e) => onSelect(rows.map((r) => r.id), e.target.checked)}
                />
              </label>
            </th>
            <th scope="col">{t('questions.columns.id')}</th>
            <th scope="col" className={styles.questionCol}>
              {t('questions.columns.question')}
            </th>
            <th scope="col">{t('questions.columns.category')}</th>
            <th scope="col">{t('questions.columns.difficulty')}</th>
            <th scope="col">{t('questions.columns.answer')}</th>
            <th scope="col">{t('stats.column')}</th>
            <th scope="col">{t('questions.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={selected.has(row.id) ? styles.selectedRow : undefined}>
              <td className={styles.check}>
                <label className={styles.hit}>
                  <input
                  type="checkbox"
                  className={styles.checkbox}
                  aria-label={t('questions.selectRow', { id: row.id })}
                  checked={selected.has(row.id)}
                  onChange={(e) => onSelect([row.id], e.target.checked)}
                  />
                </label>
              </td>
              <td className={styles.id}>
                {row.id}
                {row.fr === null && <span className={styles.noFrench}>{t('questions.noFrench')}</span>}
              </td>
              <td className={styles.questionCol} title={row.question}>
                {previewText(row.question)}
              </td>
              <td>{categoryName(row.category_code)}</td>
              <td>
                <span className={`${styles.badge} ${styles[row.difficulty_level]}`}>{t(`difficulty.${row.difficulty_level}`)}</span>
              </td>
              <td className={styles.answer}>{indexToLetter(row.correct_answer)}</td>
              <td>
                <QuestionStatsCell stats={row.stats} correctAnswer={row.correct_answer} />
              </td>
              <td>
                <div className={styles.actions}>
                  <button type="button" className={styles.action} aria-label={t('questions.editLabel', { id: row.id })} onClick={() => onEdit(row.id)}>
                    {t('questions.edit')}
                  </button>
                  <button type="button" className={styles.action} aria-label={t('restore.historyLabel', { id: row.id })} onClick={() => onHistory(row.id)}>
                    {t('restore.history')}
                  </button>
                  <button
                    type="button"
                    className={`${styles.action} ${styles.delete}`}
                    aria-label={t('questions.deleteLabel', { id: row.id })}
                    onClick={() => onDelete(row)}
                  >
                    {t('questions.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
